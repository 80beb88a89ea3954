import { expect, test } from '@playwright/test';
import { signInThroughUi } from './admin-sign-in';
import { berlinDatePlus, floorPlanId, mapSeats } from './spaces-helpers';

// Issue 4 item 5: a kiosk seat's QR code opens check-in for that seat on a phone. Signed out, the
// phone goes through /login and comes back to the full link (redirect cookie keeps the query); the
// map then selects the plan and today and opens the seat's dialog. This covers the no-booking
// branch; qr-check-in-now.spec.ts checks a booking running now in, and the choice of the booking
// to check in to is unit-tested (check-in-target.test.ts).
test('a seat QR link survives the sign-in and opens that seat on today’s map', async ({ page }) => {
  await signInThroughUi(page, 'booker');
  const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
  const seat = (await mapSeats(page, 'lesesaal', planId, berlinDatePlus(0))).find(
    (s) => s.kind === 'seat' && s.state !== 'yours',
  );
  expect(seat, 'a seat not booked by the booker today').toBeDefined();
  if (!seat) return;
  await page.context().clearCookies();

  const link = `/lesesaal/karte?floorPlan=${planId}&seat=${seat.id}&checkin=1`;
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: /^E-Mail/ }).fill('booker@demo.example');
  await page.getByRole('textbox', { name: /^Passwort/ }).fill('buchbar-demo');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

  // Back on the map with the map's own parameters: plan instead of floorPlan, today (no date).
  await expect(page).toHaveURL(new RegExp(`/lesesaal/karte\\?.*plan=${planId}`));
  expect(new URL(page.url()).searchParams.get('floorPlan')).toBeNull();
  expect(new URL(page.url()).searchParams.get('date')).toBeNull();
  const dialog = page.getByRole('dialog', { name: seat.label });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Sie haben auf diesem Platz jetzt keine Buchung zum Einchecken.'),
  ).toBeVisible();

  // Closing the dialog ends the check-in request.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.get('checkin')).toBeNull();
  expect(new URL(page.url()).searchParams.get('seat')).toBeNull();
});
