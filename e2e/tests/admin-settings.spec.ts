import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi, signInThroughUi } from './admin-sign-in';

async function storedTenantValues(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get('/api/v1/settings/tenant');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { values: Record<string, unknown> }).values;
}

test.describe('tenant settings (/admin/einstellungen)', () => {
  test('a time of 25:00 is refused naming value, option and layer; nothing stored changes', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', 'admin');
    const before = await storedTenantValues(page);
    // The page's time field only offers 00–23 hours, so the refusal is checked at the API.
    for (const [language, layerWord] of [
      ['de', 'Mandant'],
      ['en', 'tenant'],
    ] as const) {
      const response = await page.request.put('/api/v1/settings/tenant', {
        headers: { 'Accept-Language': language, Origin: new URL(baseURL ?? '').origin },
        // A valid value in the same request must not be stored either.
        data: { values: { 'vehicles.bookingTimeTo': '17:00', 'vehicles.bookingTimeFrom': '25:00' } },
      });
      expect(response.status()).toBe(422);
      const body = (await response.json()) as {
        error: { code: string; message: string; details: Record<string, unknown> };
      };
      expect(body.error.code).toBe('SETTING_VALUE_INVALID');
      expect(body.error.details).toMatchObject({
        value: '25:00',
        option: 'vehicles.bookingTimeFrom',
        layer: 'tenant',
      });
      expect(body.error.message).toContain('25:00');
      expect(body.error.message).toContain('vehicles.bookingTimeFrom');
      expect(body.error.message).toContain(layerWord);
    }
    expect(await storedTenantValues(page)).toEqual(before);
  });

  test('a refused value is shown at its field by the option’s title and nothing of the save is stored', async ({
    page,
  }) => {
    await signInThroughUi(page, 'admin');
    // The demo tenant has report addresses (berichte@demo.example): they must stay as they are.
    const before = await storedTenantValues(page);
    await page.goto('/admin/einstellungen');
    await page.getByRole('tab', { name: 'Fahrzeuge' }).click();
    const gap = page.getByLabel('Mindestabstand zwischen Buchungen (Minuten)', { exact: true });
    await gap.fill('45');
    const recipients = page.getByRole('combobox', {
      name: 'Empfänger des Fahrtenbuch-Berichts',
      exact: true,
    });
    await recipients.fill('keine-mail');
    await recipients.press('Enter');
    await expect(page.getByText('2 ungespeicherte Änderungen')).toBeVisible();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();

    // Refused at the field before anything is sent, by the option's title, never its key.
    await expect(
      page.getByText('Jeder Eintrag muss eine gültige E-Mail-Adresse sein.').first(),
    ).toBeVisible();
    await expect(recipients).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'Nicht gespeichert: Empfänger des Fahrtenbuch-Berichts' }),
    ).toBeVisible();
    await expect(page.getByText('vehicles.reportMailAddresses')).toHaveCount(0);
    const stored = await storedTenantValues(page);
    expect(stored['vehicles.minimumGapMinutes']).toBe(before['vehicles.minimumGapMinutes']);
    expect(stored['vehicles.reportMailAddresses']).toEqual(before['vehicles.reportMailAddresses']);
  });

  test('a valid value is saved at the tenant layer and can be reset to the default', async ({ page }) => {
    await signInThroughUi(page, 'admin');
    await page.goto('/admin/einstellungen');
    await page.getByRole('tab', { name: 'Fahrzeuge' }).click();
    const gap = page.getByLabel('Mindestabstand zwischen Buchungen (Minuten)', { exact: true });
    await gap.fill('30');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('1 Einstellung wurde gespeichert.').first()).toBeVisible();
    expect((await storedTenantValues(page))['vehicles.minimumGapMinutes']).toBe(30);

    await page.reload();
    await page.getByRole('tab', { name: 'Fahrzeuge' }).click();
    await expect(page.getByLabel('Mindestabstand zwischen Buchungen (Minuten)', { exact: true })).toHaveValue(
      '30',
    );
    await page
      .getByRole('button', { name: 'Mindestabstand zwischen Buchungen (Minuten) auf Standard zurücksetzen' })
      .click();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('1 Einstellung wurde gespeichert.').first()).toBeVisible();
    expect((await storedTenantValues(page))['vehicles.minimumGapMinutes']).toBeUndefined();
  });
});
