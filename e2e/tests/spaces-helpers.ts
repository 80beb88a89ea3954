import { expect, type Page } from '@playwright/test';

export interface MapSeat {
  id: string;
  label: string;
  kind: 'seat' | 'room';
  capacity: number;
  state: string;
}

/** Today's date in Berlin plus `days`, as YYYY-MM-DD (calendar arithmetic, DST-safe at noon UTC). */
export function berlinDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
}

export async function floorPlanId(page: Page, product: string, name: string): Promise<string> {
  const response = await page.request.get(`/api/v1/spaces/${product}/floor-plans`);
  expect(response.ok()).toBe(true);
  const plans = (await response.json()) as { id: string; name: string }[];
  const plan = plans.find((p) => p.name === name);
  expect(plan, `floor plan ${name}`).toBeDefined();
  return plan?.id ?? '';
}

export async function mapSeats(
  page: Page,
  product: string,
  planId: string,
  date: string,
): Promise<MapSeat[]> {
  const response = await page.request.get(`/api/v1/spaces/${product}/floor-plans/${planId}/map?date=${date}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { seats: MapSeat[] }).seats;
}

/** The next weekday (from tomorrow, inside the 14-day window) with a seat free all day, and that seat. */
export async function findFreeSeat(
  page: Page,
  product: string,
  planId: string,
): Promise<{ date: string; seat: MapSeat }> {
  for (let days = 1; days <= 14; days += 1) {
    const date = berlinDatePlus(days);
    if (!isWeekday(date)) continue;
    const seat = (await mapSeats(page, product, planId, date)).find(
      // Capacity 1: one booking makes it occupied (other specs may add seats of larger capacity).
      (s) => s.kind === 'seat' && s.capacity === 1 && s.state === 'available',
    );
    if (seat) return { date, seat };
  }
  throw new Error('no free seat on the next weekdays');
}

/**
 * The first weekday (tomorrow … 14 days ahead, inside the booking window) on which the signed-in
 * person holds no place of `product` and at least `freeSeats` seats of the plan are free all day.
 * Tests open the map on that date instead of "today" or "tomorrow": the demo seeds its bookings on
 * the next working days from the real date, so any fixed offset collides with them on some day of
 * the week (issue 22 point 14: green at any hour of any day).
 */
export async function quietWeekday(
  page: Page,
  product: string,
  planId: string,
  freeSeats = 1,
): Promise<string> {
  const own = await page.request.get(`/api/v1/spaces/${product}/bookings`);
  expect(own.ok()).toBe(true);
  const mine = ((await own.json()) as { start: string; status: string }[])
    .filter((b) => b.status !== 'storniert')
    .map((b) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(b.start)));
  for (let days = 1; days <= 14; days += 1) {
    const date = berlinDatePlus(days);
    if (!isWeekday(date) || mine.includes(date)) continue;
    const free = (await mapSeats(page, product, planId, date)).filter(
      (s) => s.kind === 'seat' && s.capacity === 1 && s.state === 'available',
    );
    if (free.length >= freeSeats) return date;
  }
  throw new Error(`no weekday in the next 14 days with ${freeSeats} free seats and none of them mine`);
}
