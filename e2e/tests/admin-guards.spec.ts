import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// Spec 5 route guards with the spec 8 guard texts, shown as a 403 error page in both languages.
const CASES = [
  { account: 'booker', path: '/admin', de: 'Keine Administrationsrechte', en: 'No administration rights' },
  {
    account: 'fleet',
    path: '/admin/benutzer',
    de: 'Keine Berechtigung für die Benutzerpflege',
    en: 'No permission to manage users',
  },
  {
    account: 'fleet',
    path: '/admin/rollen',
    de: 'Keine Berechtigung für Rollen und Gruppen',
    en: 'No permission for roles and groups',
  },
  {
    account: 'admin',
    path: '/admin/mandanten',
    de: 'Nur für Plattform-Administratoren',
    en: 'For platform administrators only',
  },
];

for (const { account, path, de, en } of CASES) {
  test(`${account} opening ${path} gets 403 "${de}"`, async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', account);
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('403');
    await expect(alert).toContainText(de);
    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(en);
  });
}

test('a booker calling an admin API gets 403', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'booker');
  for (const path of ['/api/v1/users', '/api/v1/roles', '/api/v1/settings/tenant', '/api/v1/audit']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
});
