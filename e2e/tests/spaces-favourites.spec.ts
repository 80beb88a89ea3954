import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { berlinDatePlus, floorPlanId, mapSeats } from './spaces-helpers';

// Spec 2 (favourite seats): the star in the booking dialog marks a seat; the sidebar lists it
// with its plan and links back to it; the star again removes it. The approver is used so that
// no other spec's favourites interfere.
test('a seat starred in the dialog appears under Favoriten and leaves again', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', 'approver');
  // A retry after a run stopped half-way starts without the star that run left.
  const reset = await page.request.put('/api/v1/settings/me', {
    data: { values: { 'spaces.favouriteSeats': null } },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  expect(reset.status()).toBe(200);
  const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
  const date = berlinDatePlus(1);
  const seat = (await mapSeats(page, 'lesesaal', planId, date)).find((s) => s.kind === 'seat');
  expect(seat).toBeDefined();
  if (!seat) return;
  await page.goto(`/lesesaal/karte?plan=${planId}&date=${date}`);
  const favourites = page.getByRole('region', { name: 'Favoriten' });
  await expect(favourites.getByText('Markieren Sie Plätze im Buchungsdialog mit dem Stern.')).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^${seat.label}, `) }).click();
  const dialog = page.getByRole('dialog', { name: seat.label });
  await dialog.getByRole('button', { name: `${seat.label} zu den Favoriten` }).click();
  await expect(
    dialog.getByRole('button', { name: `${seat.label} aus den Favoriten entfernen` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const link = favourites.getByRole('link', { name: new RegExp(seat.label) });
  await expect(link).toBeVisible();
  await expect(favourites.getByText('Lesesaal 1. OG')).toBeVisible();
  await link.click();
  const again = page.getByRole('dialog', { name: seat.label });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: `${seat.label} aus den Favoriten entfernen` }).click();
  await page.keyboard.press('Escape');
  await expect(favourites.getByText('Markieren Sie Plätze im Buchungsdialog mit dem Stern.')).toBeVisible();
});
