import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// Issue 10 point 3: the fleet manager creates a vehicle (the mandatory FAHRZEUG attribute is asked
// for first), changes it, sees "old → new" in its history, saves again without a change, and
// deactivates it after a confirmation that warns about open bookings.
test('a fleet manager creates, edits and deactivates a vehicle and sees its history', async ({
  page,
  baseURL,
}) => {
  const n = Date.now() % 1_000_000;
  const model = `Testwagen ${n}`;
  const plate = `E2E-${n}`;
  await signInThroughApi(page, baseURL ?? '', 'fleet');
  await page.goto('/admin/fahrzeuge');
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeuge' })).toBeVisible();
  await page.getByRole('link', { name: 'Neues Fahrzeug' }).click();

  await page.getByRole('textbox', { name: /^Marke/ }).fill('E2E');
  await page.getByRole('textbox', { name: /^Modell/ }).fill(model);
  await page.getByRole('textbox', { name: /^Kennzeichen/ }).fill(plate);
  await page.getByRole('combobox', { name: /^Standort/ }).click();
  await page.getByRole('option', { name: 'Hauptgebäude' }).click();
  await page.getByRole('textbox', { name: 'Sitze' }).fill('5');
  await page.getByRole('button', { name: 'Fahrzeug anlegen' }).click();
  const tankCard = page.getByRole('radiogroup', { name: /^Tankkarte vorhanden/ });
  // At the field (and in the failure toast): the domain's mandatory rule, checked before sending.
  await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toHaveCount(2);
  await tankCard.getByRole('radio', { name: 'Nein' }).check();
  await page.getByRole('button', { name: 'Fahrzeug anlegen' }).click();

  const name = `E2E ${model} (${plate})`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/fahrzeuge\/[0-9a-f-]{36}$/);

  await page.getByRole('textbox', { name: 'Sitze' }).fill('7');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText(`Die Änderungen an ${name} wurden gespeichert.`)).toBeVisible();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Es wurde nichts geändert; es gibt nichts zu speichern.')).toBeVisible();

  await page.getByRole('tab', { name: 'Verlauf' }).click();
  const history = page.getByRole('table', { name: `Verlauf von ${name}` });
  await expect(history.getByRole('row', { name: /Stammdatenänderung/ })).toContainText('Sitze: 5 → 7');
  await expect(history.getByRole('row', { name: /Angelegt/ })).toBeVisible();

  await page.getByRole('button', { name: 'Deaktivieren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fahrzeug deaktivieren?' });
  await expect(confirm).toContainText('offenen Buchungen');
  await confirm.getByRole('button', { name: 'Deaktivieren und Buchungen stornieren' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(`${name} ist deaktiviert; 0 Buchungen wurden storniert.`).first(),
  ).toBeVisible();
  await expect(page.getByText(/^Deaktiviert am/)).toBeVisible();

  await page.getByRole('link', { name: 'Zurück zur Fahrzeugliste' }).click();
  await page.getByText('Deaktiviert', { exact: true }).click();
  await expect(page.getByRole('link', { name: `E2E ${model}` })).toBeVisible();
});
