import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// The admin list/edit pattern beyond the roles spec: the phone's cards (create, rename, delete)
// and a refused delete, which stays in the confirmation with its reason.
test('on a phone, equipment is created, renamed and deleted through its card', async ({ page, baseURL }) => {
  const name = `E2E-Ausstattung ${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, baseURL ?? '', 'admin');
  await page.goto('/admin/raeume?produkt=lesesaal&tab=ausstattung');
  await page.getByRole('button', { name: 'Neue Ausstattung' }).click();
  const create = page.getByRole('dialog', { name: 'Ausstattung anlegen' });
  await create.getByRole('textbox', { name: /^Name/ }).fill(name);
  await create.getByRole('button', { name: 'Speichern' }).click();
  await expect(create).toBeHidden();
  const cards = page.getByRole('list', { name: 'Ausstattungskatalog' });
  await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();

  await cards.getByRole('button', { name: `${name} umbenennen` }).click();
  const rename = page.getByRole('dialog', { name: `Ausstattung „${name}“ umbenennen` });
  await expect(rename.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await rename.getByRole('textbox', { name: /^Name/ }).fill(`${name} neu`);
  await rename.getByRole('button', { name: 'Speichern' }).click();
  await expect(rename).toBeHidden();
  await expect(cards.getByRole('heading', { name: `${name} neu`, exact: true })).toBeVisible();

  await cards.getByRole('button', { name: `${name} neu löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ausstattung löschen' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards.getByRole('heading', { name: `${name} neu`, exact: true })).toHaveCount(0);
});

test('a tenant that still has users is not deleted; the confirmation says why', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'platform');
  await page.goto('/admin/mandanten');
  await page.getByRole('button', { name: 'Demo GmbH: Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Wirklich löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm.getByRole('alert')).toContainText('hat noch Benutzer');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Demo GmbH', exact: true })).toBeVisible();
});
