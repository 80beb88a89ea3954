import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { berlinDatePlus, floorPlanId } from './spaces-helpers';

// Issue 14 point 1: the date picker offers only what can be booked (the server's bookable days,
// spec 4), the map opens on a bookable day, and the hourly pickers stay inside the opening hours
// with "Bis" after "Von".
type Days = { today: string; lastDay: string; days: string[] };
const deDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

test('the date picker disables past, closed and out-of-window days; the hourly pickers follow the opening hours', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, baseURL ?? '', 'booker');
  const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
  const res = await page.request.get(`/api/v1/spaces/lesesaal/floor-plans/${planId}/bookable-days`);
  expect(res.ok()).toBe(true);
  const bookable = (await res.json()) as Days;
  expect(bookable.days.length).toBeGreaterThan(0);
  const first = bookable.days[0] ?? '';

  // Without a chosen date the map shows the first bookable day (today when it can be booked).
  await page.goto(`/lesesaal/karte?plan=${planId}`);
  // On a phone the choices above the plan are in a drawer (issue 14 point 4).
  await page.getByRole('button', { name: 'Auswahl' }).click();
  const dateInput = page.getByRole('button', { name: 'Datum' });
  await expect(dateInput).toContainText(deDate(first));
  if (first !== bookable.today) await expect(page).toHaveURL(new RegExp(`date=${first}`));

  await dateInput.click();
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/spaces-bookable-days-phone.png` });
  const day = (iso: string) => page.getByRole('button', { name: deDate(iso), exact: true });
  // Yesterday (when in this month's view) and every day of the window that is not bookable.
  const yesterday = berlinDatePlus(-1);
  if (yesterday.slice(0, 7) === bookable.today.slice(0, 7)) await expect(day(yesterday)).toBeDisabled();
  const month = bookable.today.slice(0, 7);
  let checked = 0;
  for (let offset = 0; offset <= 31; offset += 1) {
    const date = berlinDatePlus(offset);
    if (date.slice(0, 7) !== month) break;
    const shouldBeOpen = bookable.days.includes(date) && date <= bookable.lastDay;
    if (shouldBeOpen) await expect(day(date)).toBeEnabled();
    else await expect(day(date)).toBeDisabled();
    checked += 1;
  }
  expect(checked).toBeGreaterThan(0);
  // Picking a bookable day puts it into the address.
  const pick = bookable.days.find((d) => d.slice(0, 7) === month && d !== first);
  if (pick) {
    await day(pick).click();
    await expect(page).toHaveURL(new RegExp(`date=${pick}`));
  } else await page.keyboard.press('Escape');

  // Hourly: "Von" starts at opening, "Bis" lists only times after "Von".
  const chosen = pick ?? first;
  const map = (await (
    await page.request.get(`/api/v1/spaces/lesesaal/floor-plans/${planId}/map?date=${chosen}`)
  ).json()) as { opening: { from: string; to: string } | null };
  await page.getByRole('radiogroup', { name: 'Zeitraum' }).getByText('Stundenweise').click();
  await expect(page).toHaveURL(/mode=hourly/);
  const from = page.getByRole('combobox', { name: 'Von' });
  await from.click();
  const options = page.getByRole('option');
  if (map.opening) {
    await expect(options.first()).toHaveText(map.opening.from);
    expect(await options.allTextContents()).not.toContain(map.opening.to);
  }
  const start = (await options.nth(2).textContent()) ?? '';
  await options.nth(2).click();
  await expect(from).toHaveValue(start);
  // The choice is in the address (the selection lives there) before "Bis" is opened.
  await expect(page).toHaveURL(new RegExp(`from=${start.replace(':', '%3A')}`));
  // The "Von" list has closed before the "Bis" list is read (one listbox open at a time).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Bis' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(1);
  const ends = await page.getByRole('option').allTextContents();
  expect(ends.length).toBeGreaterThan(0);
  expect(
    ends.filter((t) => t <= start),
    `after ${start}`,
  ).toEqual([]);
  if (map.opening) expect(ends.at(-1) ?? '').toBe(map.opening.to);
});
