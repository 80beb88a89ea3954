import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

// Issue 14 point 10 (keyboard part): from the top of the map a seat is a few key presses away
// (the page's skip link, then the map's own), the seats form one tab stop with the arrow keys
// moving between them (roving focus), and the same seats are offered as a list.
test('a seat is reached from the top of the map in four key presses; arrows, Home and End move between seats', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page, baseURL ?? '', 'booker');
  await page.addInitScript(() => window.localStorage.setItem('buchbar.language', 'de'));
  await page.goto('/lesesaal/karte');
  const seats = page.getByRole('list', { name: 'Plätze auf Lesesaal 1. OG' }).getByRole('button');
  await expect(seats.first()).toBeVisible();
  const seatCount = await seats.count();
  // One seat is in the tab order, the others are reached with the arrow keys.
  expect(await seats.evaluateAll((all) => all.filter((b) => b.tabIndex === 0).length)).toBe(1);

  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  await press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await press('Enter');
  await press('Tab');
  await expect(page.getByRole('link', { name: 'Zu den Plätzen springen' })).toBeFocused();
  await press('Enter');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-seat-id', /.+/);
  const first = (await focused.getAttribute('aria-label')) ?? '';
  expect(first).toMatch(/^.+, /);
  expect(presses).toBeLessThanOrEqual(4);

  // Right goes to the seat beside it, Down to the one below, Home/End to the first and last seat.
  await page.keyboard.press('ArrowRight');
  const right = (await focused.getAttribute('aria-label')) ?? '';
  expect(right).not.toBe(first);
  await page.keyboard.press('ArrowLeft');
  await expect(focused).toHaveAttribute('aria-label', first);
  await page.keyboard.press('ArrowDown');
  await expect(focused).not.toHaveAttribute('aria-label', first);
  // The seats are listed in label order (L-2 before L-10): Home and End reach both ends.
  const lastName = (await seats.last().getAttribute('aria-label')) ?? '';
  const firstName = (await seats.first().getAttribute('aria-label')) ?? '';
  await page.keyboard.press('End');
  await expect(focused).toHaveAttribute('aria-label', lastName);
  await page.keyboard.press('Home');
  await expect(focused).toHaveAttribute('aria-label', firstName);
  // The focused seat keeps the tab stop: Tab leaves the plan, Shift+Tab comes back to it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('aria-label', firstName);
  // Enter opens the seat's dialog; Escape closes it.
  const firstLabel = firstName.split(', ')[0] ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: firstLabel })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: firstLabel })).toBeHidden();

  // The list alternative: the same seats as a table, one link away.
  await page.getByRole('navigation', { name: 'Ansicht' }).getByRole('link', { name: 'Liste' }).click();
  const table = page.getByRole('table', { name: /^Plätze auf Lesesaal 1. OG am / });
  await expect(table.getByRole('rowheader')).toHaveCount(seatCount);
});
