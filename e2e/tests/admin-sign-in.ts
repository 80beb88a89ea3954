import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'buchbar-demo';

/** Signs a demo account in through the login page (German UI) and waits for the start page. */
export async function signInThroughUi(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  // Label texts of the login form ("E-Mail-Adresse", "Passwort", with a required marker).
  await page.getByRole('textbox', { name: /^E-Mail/ }).fill(`${account}@demo.example`);
  await page.getByRole('textbox', { name: /^Passwort/ }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
}

/** Signs in through the API (for tests that are about something else than the login page). */
export async function signInThroughApi(page: Page, baseURL: string, account: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: `${account}@demo.example`, password: DEMO_PASSWORD },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.ok()).toBe(true);
}
