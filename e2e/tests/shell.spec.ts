import { expect, test } from '@playwright/test';

test.describe('web shell', () => {
  test('an unknown path shows the German 404 page; switching to English translates the shell', async ({
    page,
  }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Datenschutz' })).toBeVisible();

    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The choice is remembered across reloads.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unauthenticated visit goes to the login page and back to the intended path after sign-in', async ({
    page,
  }) => {
    await page.goto('/admin/postfach');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-Mail').fill('platform@demo.example');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('buchbar-demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/admin\/postfach$/);
    await expect(page.getByRole('heading', { name: 'Postfach' })).toBeVisible();
    // The seed's welcome mail is the oldest: on the last page of 20 (trips booked by earlier
    // specs add newer mails).
    const mails = await page.request.get('/api/v1/admin/mails?pageSize=20');
    const { total } = (await mails.json()) as { total: number };
    const last = Math.max(1, Math.ceil(total / 20));
    if (last > 1) await page.goto(`/admin/postfach?page=${last}`);
    await expect(page.getByText('Willkommen bei Buchbar / Welcome to Buchbar')).toBeVisible();
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-Mail').fill('booker@demo.example');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('falsch-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toContainText(/E-Mail|Passwort/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a booker lands on the start page (the vehicle list), has no mailbox, and can sign out', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('E-Mail').fill('booker@demo.example');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('buchbar-demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // general.startPage (default vehicles) and the booker may book vehicles: "/" opens /fahrzeuge.
    await expect(page).toHaveURL(/\/fahrzeuge$/);
    await expect(page.getByRole('heading', { name: 'Fahrzeuge', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fahrzeuge' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Postfach' })).toHaveCount(0);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('health, readiness and the API docs answer', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
    const doc = await request.get('/api/docs/json');
    expect(Object.keys((await doc.json()).paths)).toContain('/api/v1/me');
  });
});
