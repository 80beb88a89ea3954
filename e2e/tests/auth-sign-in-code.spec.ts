import { type APIRequestContext, expect, test } from '@playwright/test';
import { awaitMailText } from './mailbox';

// Reads the newest stored mail to an address through the platform admin's mailbox API.
async function lastMailText(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  after: number,
): Promise<string> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: 'platform@demo.example', password: 'buchbar-demo' },
  });
  expect(signIn.ok()).toBe(true);
  return awaitMailText(request, to, after, 9_000);
}

test.describe('sign-in by e-mailed code and password recovery', () => {
  test('signs in with a one-time code from the mail', async ({ page, request, baseURL }) => {
    const started = Date.now() - 1000;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mit einmaligem Code anmelden' }).click();
    await page.getByLabel('E-Mail').fill('approver@demo.example');
    await page.getByRole('button', { name: 'Code senden' }).click();
    await expect(page.getByRole('status')).toContainText('approver@demo.example');
    const text = await lastMailText(request, baseURL ?? '', 'approver@demo.example', started);
    const code = /: (\d{6})/.exec(text)?.[1] ?? '';
    await page.getByLabel('Code aus der E-Mail').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Der Code ist falsch');
    await page.getByLabel('Code aus der E-Mail').fill(code);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // The start page of an approver (may book vehicles) is the vehicle list.
    await expect(page.getByRole('heading', { name: 'Fahrzeuge', level: 1 })).toBeVisible();
  });

  test('recovers the password through the mailed link; a repeat mismatch is a form error', async ({
    page,
    request,
    baseURL,
  }) => {
    const started = Date.now() - 1000;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    // Wait for the recovery page itself: until then the login form's e-mail field is still there.
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await page.getByLabel('E-Mail').fill('approver@demo.example');
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByRole('status')).toContainText('approver@demo.example');
    const text = await lastMailText(request, baseURL ?? '', 'approver@demo.example', started);
    const link = /(http\S+\/auth\/recovery\?token=\S+)/.exec(text)?.[1] ?? '';
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('Neues Passwort').first().fill('buchbar-demo');
    await page.getByLabel('Neues Passwort wiederholen').fill('buchbar-dem0');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
    // The same password again, so the other specs keep signing in as before.
    await page.getByLabel('Neues Passwort wiederholen').fill('buchbar-demo');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Ihr Passwort ist geändert.')).toBeVisible();
  });
});
