import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { floorPlanId, mapSeats } from './spaces-helpers';

// Seeded opening exception: Lesesaal 1. OG is "geschlossen" from 2026-12-24 to 2026-12-26.
const CLOSED_DAY = '2026-12-24';

test('a closed day shows the plan closed and offers no booking', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'booker');
  const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
  const seats = await mapSeats(page, 'lesesaal', planId, CLOSED_DAY);
  expect(seats.length).toBeGreaterThan(0);

  await page.goto(`/lesesaal/karte?plan=${planId}&date=${CLOSED_DAY}`);
  const notice = page.getByRole('status').filter({ hasText: 'Geschlossen' });
  await expect(notice).toContainText('am 24.12.2026 geschlossen');
  const markers = page.getByRole('list', { name: 'Plätze auf Lesesaal 1. OG' }).getByRole('button');
  await expect(markers).toHaveCount(seats.length);
  await expect(
    page.locator('ul[aria-label="Plätze auf Lesesaal 1. OG"] button:not([data-state="closed"])'),
  ).toHaveCount(0);

  const label = seats[0]?.label ?? '';
  await page.getByRole('button', { name: `${label}, geschlossen`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toContainText('Im gewählten Zeitraum ist geschlossen.');
  await expect(dialog.getByRole('button', { name: 'Jetzt buchen' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The list view says the same.
  await page.getByRole('link', { name: 'Liste' }).click();
  await expect(page).toHaveURL(/\/lesesaal\/liste\?/);
  await expect(page.getByRole('row', { name: new RegExp(`^${label} `) })).toContainText('geschlossen');

  // And the server refuses a booking that day.
  const response = await page.request.post('/api/v1/spaces/lesesaal/bookings', {
    data: {
      spaceId: seats[0]?.id,
      start: '2026-12-24T08:00:00+01:00',
      end: '2026-12-24T12:00:00+01:00',
      mode: 'hourly',
    },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  expect(response.status()).toBe(422);
});
