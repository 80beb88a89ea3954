import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks a date or a date and time in the app's pickers (Mantine's DatePickerInput, DateTimePicker
 * and the first screen's lazy picker), as a person does: open the field, page to the month, click
 * the day, type the time, apply. The app has no browser-native date inputs (issue 22 point 9), so
 * `fill('2026-11-26')` no longer works. German and English pages.
 */

/** Month names as the calendar's day labels spell them ("5 Dezember 2026", "5 December 2026"). */
const MONTHS = ['de-DE', 'en-GB'].map((locale) =>
  Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2030, m, 15)),
  ),
);

/** "5 Dezember 2026" -> { month: 2026 * 12 + 11, names } (the names of the page's language). */
function readDayLabel(label: string): { month: number; names: string[] } {
  const [, name, year] = label.split(' ');
  for (const names of MONTHS) {
    const index = names.indexOf(name ?? '');
    if (index >= 0) return { month: Number(year) * 12 + index, names };
  }
  throw new Error(`unexpected day label in the date picker: "${label}"`);
}

/** The open picker's dropdown (portalled to the body). */
function dropdown(page: Page): Locator {
  return page.locator('[data-dates-dropdown]:visible');
}

async function clickDay(page: Page, date: string): Promise<Locator> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const panel = dropdown(page);
  await expect(panel).toBeVisible();
  const wanted = year * 12 + (month - 1);
  const ownDays = panel.locator('table button:not([data-outside])');
  for (let step = 0; step < 240; step += 1) {
    const label = (await ownDays.first().getAttribute('aria-label')) ?? '';
    const shown = readDayLabel(label);
    if (shown.month === wanted) {
      await panel.locator(`table button[aria-label="${day} ${shown.names[month - 1]} ${year}"]`).click();
      return panel;
    }
    await panel.locator(`button[data-direction="${wanted > shown.month ? 'next' : 'previous'}"]`).click();
    await expect(ownDays.first()).not.toHaveAttribute('aria-label', label);
  }
  throw new Error(`the date picker never showed ${date}`);
}

/** A date field: `date` as `YYYY-MM-DD`. */
export async function pickDate(page: Page, field: Locator, date: string): Promise<void> {
  await field.click();
  const panel = await clickDay(page, date);
  await expect(panel).toBeHidden();
}

/** A date-and-time field: `wall` as `YYYY-MM-DDTHH:mm`, a wall time of the page (Europe/Berlin). */
export async function pickDateTime(page: Page, field: Locator, wall: string): Promise<void> {
  const [date = '', time = ''] = wall.split('T');
  const [hours = '', minutes = ''] = time.split(':');
  await field.click();
  const panel = await clickDay(page, date);
  const [hoursInput, minutesInput] = [
    panel.getByRole('spinbutton').nth(0),
    panel.getByRole('spinbutton').nth(1),
  ];
  // One input event with both digits: typed one by one, a first "2" already moves on to the minutes.
  await hoursInput.fill(hours);
  await minutesInput.fill(minutes);
  await expect(hoursInput).toHaveValue(hours);
  await expect(minutesInput).toHaveValue(minutes);
  await panel.getByRole('button', { name: /^(Datum und Uhrzeit übernehmen|Apply date and time)$/ }).click();
  await expect(panel).toBeHidden();
}

/** The date-and-time field's shown value as a wall time `YYYY-MM-DDTHH:mm` (de "05.12.2026 19:31"). */
export async function dateTimeValue(field: Locator): Promise<string> {
  const text = (await field.textContent())?.trim() ?? '';
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2})$/.exec(text);
  if (!match) throw new Error(`not a German date and time: "${text}"`);
  return `${match[3]}-${match[2]}-${match[1]}T${match[4]}`;
}

/** A Berlin wall time of an instant, as the pickers take it ("2026-11-26T09:00"). */
export function berlinWallTime(ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(ms))
    .replace(' ', 'T');
}
