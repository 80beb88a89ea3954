import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughUi } from './admin-sign-in';

/**
 * Issue 10 point 7: booker@ books a car of the department "Fuhrpark" (a special trip with the
 * department check on), approver@ sees the pending count in the main menu, approves the trip on
 * /fahrzeuge/freigaben, and the count goes down.
 */
const FLEET_ONLY_CAR = '00000000-0000-4000-8201-000000000007';
const HOUR = 3_600_000;

async function apiAs(
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } },
  base: string,
  account: string,
) {
  const context = await playwright.request.newContext({ baseURL: base });
  const signedIn = await context.post('/api/auth/sign-in/email', {
    data: { email: `${account}@demo.example`, password: DEMO_PASSWORD },
    headers: { Origin: new URL(base).origin },
  });
  expect(signedIn.ok()).toBe(true);
  return context;
}

/** The count in the "Freigaben" entry, read from its accessible name ("Freigaben, 3 offene Freigaben"). */
async function menuCount(page: Page): Promise<number> {
  const entry = page.getByRole('banner').getByRole('link', { name: /^Freigaben/ });
  await expect(entry).toBeVisible();
  // The count comes with its own request after the menu: wait for it instead of reading 0.
  await expect(entry).toHaveText(/\d+ offene Freigabe/);
  const name = (await entry.textContent()) ?? '';
  const match = /(\d+) offene Freigabe/.exec(name);
  return match ? Number(match[1]) : 0;
}

test('an approver sees the pending count, approves a special trip, and the count goes down', async ({
  page,
  playwright,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const origin = { Origin: new URL(base).origin };
  const admin = await apiAs(playwright, base, 'admin');
  const booker = await apiAs(playwright, base, 'booker');
  const effective = await (await admin.get('/api/v1/settings/effective')).json();
  const before = effective?.values?.['vehicles.departmentCheck'] ?? false;
  const check = await admin.put('/api/v1/settings/tenant', {
    data: { values: { 'vehicles.departmentCheck': true } },
    headers: origin,
  });
  expect(check.ok()).toBe(true);
  try {
    // A trip with a unique destination, on a free slot of the coming days.
    const destination = `E2E-Ziel ${Date.now()}`;
    let created: { id: string; status: string } | undefined;
    for (let attempt = 0; attempt < 20 && !created; attempt++) {
      const start = new Date(Date.now() + (2 + (attempt % 5)) * 24 * HOUR);
      start.setUTCHours(6 + 2 * Math.floor(attempt / 5) + Math.floor(Math.random() * 2), 0, 0, 0);
      const answer = await booker.post('/api/v1/vehicle-bookings', {
        data: {
          vehicleId: FLEET_ONLY_CAR,
          start: start.toISOString(),
          end: new Date(start.getTime() + HOUR).toISOString(),
          reasonForTrip: 'Kundentermin',
          destination,
        },
        headers: origin,
      });
      if (answer.status() === 201) created = await answer.json();
    }
    expect(created?.status).toBe('vorgemerkt');

    await signInThroughUi(page, 'approver');
    const pending = await menuCount(page);
    expect(pending).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Freigaben/ })).toHaveAccessibleName(
      new RegExp(`${pending} offene Freigabe`),
    );

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Freigaben/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Freigaben' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: destination });
    await expect(card).toContainText('andere Abteilung als das Fahrzeug');
    await expect(card).toContainText('Ben Bucher');
    await card.getByRole('button', { name: /freigeben$/ }).click();
    await expect(page.getByText('Die Fahrt mit BMW 320d Touring (B-BB 107) ist freigegeben.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect.poll(() => menuCount(page)).toBe(pending - 1);
  } finally {
    await admin.put('/api/v1/settings/tenant', {
      data: { values: { 'vehicles.departmentCheck': before } },
      headers: origin,
    });
    await admin.dispose();
    await booker.dispose();
  }
});
