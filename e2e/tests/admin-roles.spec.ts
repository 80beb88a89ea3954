import { expect, test } from '@playwright/test';
import { signInThroughUi } from './admin-sign-in';

// Roles (spec /admin/rollen): create with a permission, find it in the list, delete after confirming.
test('an admin creates a role with a permission and deletes it again', async ({ page }) => {
  const name = `Prüfrolle ${Date.now()}`;
  await signInThroughUi(page, 'admin');
  await page.goto('/admin/rollen');
  await page.getByRole('button', { name: 'Neue Rolle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rolle anlegen' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `${name}: Löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Wirklich löschen?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
  const roles = await page.request.get('/api/v1/roles');
  expect(((await roles.json()) as { name: string }[]).map((r) => r.name)).not.toContain(name);
});
