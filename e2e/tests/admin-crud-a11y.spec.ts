import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// The admin list/edit pattern (components/admin-crud) on every page that uses it: a table on a
// desktop, cards on a 390 px phone, the create dialog, in German and English, without axe
// findings (WCAG 2.1 A/AA). With E2E_SCREENSHOT_DIR set, each state is also saved as a PNG.
const PAGES = [
  {
    name: 'roles',
    account: 'admin',
    path: '/admin/rollen',
    de: { caption: 'Rollen des Mandanten', create: 'Neue Rolle' },
    en: { caption: 'Roles of the tenant', create: 'New role' },
  },
  {
    name: 'groups',
    account: 'admin',
    path: '/admin/gruppen',
    de: { caption: 'Gruppen des Mandanten', create: 'Neue Gruppe' },
    en: { caption: 'Groups of the tenant', create: 'New group' },
  },
  {
    name: 'tenants',
    account: 'platform',
    path: '/admin/mandanten',
    de: { caption: 'Alle Mandanten', create: 'Neuer Mandant' },
    en: { caption: 'All tenants', create: 'New tenant' },
  },
  {
    name: 'locations',
    account: 'admin',
    path: '/admin/lokationen',
    de: { caption: 'Standorte des Mandanten', create: 'Neuer Standort' },
    en: { caption: 'Locations of the tenant', create: 'New location' },
  },
  {
    name: 'equipment',
    account: 'admin',
    path: '/admin/raeume?produkt=lesesaal&tab=ausstattung',
    de: { caption: 'Ausstattungskatalog', create: 'Neue Ausstattung' },
    en: { caption: 'Equipment catalogue', create: 'New equipment' },
  },
] as const;

const LANGUAGES = ['de', 'en'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const CANCEL = { de: 'Abbrechen', en: 'Cancel' };

async function expectNoAxeFindings(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const findings = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(findings, what).toEqual([]);
}

async function screenshot(page: Page, file: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${file}.png`), fullPage: true });
}

for (const admin of PAGES) {
  test(`${admin.name}: list and create dialog pass axe on desktop and phone, in German and English`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, baseURL ?? '', admin.account);
    for (const language of LANGUAGES) {
      await page.addInitScript((lang) => window.localStorage.setItem('buchbar.language', lang), language);
      const { caption, create } = admin[language];
      for (const viewport of VIEWPORTS) {
        const what = `${admin.name} ${viewport.name} ${language}`;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(admin.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Desktop: a captioned table with the names as row headers; phone: a named list of cards.
        const list =
          viewport.name === 'desktop'
            ? page.getByRole('table', { name: caption })
            : page.getByRole('list', { name: caption });
        await expect(list, what).toBeVisible();
        await expectNoAxeFindings(page, what);
        await screenshot(page, `${admin.name}-${viewport.name}-${language}`);

        await page.getByRole('button', { name: create }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('textbox').first()).toBeFocused();
        await expectNoAxeFindings(page, `${what} dialog`);
        await screenshot(page, `${admin.name}-${viewport.name}-${language}-dialog`);
        await dialog.getByRole('button', { name: CANCEL[language] }).click();
        await expect(dialog).toBeHidden();
      }
    }
  });
}
