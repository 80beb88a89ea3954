import { expect, type Page, test } from '@playwright/test';
import { nextTotp, totp } from '../totp';

// A dedicated demo account, so the other specs never meet a TOTP challenge.
const EMAIL = 'examiner@demo.example';
const PASSWORD = 'buchbar-demo';

async function signInWithPassword(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(EMAIL);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function disableTwoFactorIfOn(page: Page) {
  await page.goto('/konto');
  const state = page.getByTestId('two-factor-state');
  await expect(state).toBeVisible();
  if ((await state.textContent()) === 'Aktiv') {
    await page.getByLabel('Ihr Passwort zur Bestätigung').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ausschalten' }).click();
    await expect(state).toHaveText('Inaktiv');
  }
}

test.describe('two-factor sign-in (TOTP)', () => {
  test.setTimeout(120_000);
  let secret = '';
  let lastCode = '';

  // Whatever happens in the test, the account leaves without two-factor for later specs and runs.
  test.afterEach(async ({ page }) => {
    if (!secret) return;
    await page.context().clearCookies();
    await signInWithPassword(page);
    const challenge = page.getByRole('heading', { name: 'Bestätigung in zwei Schritten' });
    const challenged = await challenge.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (challenged) {
      await page.getByLabel('Code aus der Authenticator-App').fill(await nextTotp(secret, lastCode));
      await page.getByRole('button', { name: 'Bestätigen' }).click();
      await expect(page).not.toHaveURL(/\/login/);
    }
    await disableTwoFactorIfOn(page);
    secret = '';
  });

  test('enrol in /konto, sign out, sign in again with a TOTP code; a wrong code is refused', async ({
    page,
  }) => {
    await signInWithPassword(page);
    await expect(page).not.toHaveURL(/\/login/);
    await disableTwoFactorIfOn(page);

    await page.getByLabel('Ihr Passwort zur Bestätigung').fill(PASSWORD);
    await page.getByRole('button', { name: 'Einrichten' }).click();
    await expect(
      page.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' }),
    ).toBeVisible();
    secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const enrolCode = totp(secret);
    lastCode = enrolCode;
    await page.getByLabel('Code aus der Authenticator-App').fill(enrolCode);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Die Anmeldung in zwei Schritten ist aktiv.')).toBeVisible();
    await expect(page.getByTestId('recovery-code')).toHaveCount(10);
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByTestId('two-factor-state')).toHaveText('Aktiv');

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    await signInWithPassword(page);
    await expect(page.getByRole('heading', { name: 'Bestätigung in zwei Schritten' })).toBeVisible();
    await page.getByLabel('Code aus der Authenticator-App').fill('000000');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('alert')).toContainText('Der Code ist falsch');
    await expect(page).toHaveURL(/\/login$/);

    lastCode = await nextTotp(secret, enrolCode);
    await page.getByLabel('Code aus der Authenticator-App').fill(lastCode);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page).not.toHaveURL(/\/login|\/ladebildschirm/);
    // The examiner may book vehicles: the start page is the vehicle list.
    await expect(page.getByRole('heading', { name: 'Fahrzeuge', level: 1 })).toBeVisible();
  });
});
