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
  // Held and waiting for their confirmation alike: both are the person's place (issue 22 point 8).
  const mine = (await ownPlaces(page, product))
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

/**
 * A weekday on which the signed-in person holds no place of `product` (see quietWeekday) and a
 * seat of the plan free all day then: one person holds one place at a time (issue 22 point 8), so
 * a test that books for the signed-in person never picks a day the demo already gave them a seat.
 */
export async function quietFreeSeat(
  page: Page,
  product: string,
  planId: string,
): Promise<{ date: string; seat: MapSeat }> {
  const date = await quietWeekday(page, product, planId);
  const seat = (await mapSeats(page, product, planId, date)).find(
    (s) => s.kind === 'seat' && s.capacity === 1 && s.state === 'available',
  );
  if (!seat) throw new Error(`no free seat on ${date}`);
  return { date, seat };
}

/**
 * Frees the signed-in person's own places of `product` on `date` (Berlin) through the API: what
 * they hold is cancelled, what waits for their confirmation is declined (issue 22 point 8: one
 * person, one place at a time). Returns the labels freed.
 */
export async function freeOwnSeats(
  page: Page,
  baseURL: string,
  product: string,
  date: string,
): Promise<string[]> {
  const headers = { Origin: new URL(baseURL).origin };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
  const held = (await ownPlaces(page, product))
    .filter((b) => day.format(new Date(b.start)) === date)
    .filter((b) => ['vorgemerkt', 'reserviert', 'aktiv'].includes(b.status));
  for (const b of held) {
    const action = b.status === 'vorgemerkt' ? 'decline' : 'cancel';
    const freed = await page.request.post(`/api/v1/spaces/${product}/bookings/${b.id}/${action}`, {
      data: {},
      headers,
    });
    expect(freed.ok(), `${action} ${b.spaceLabel}: ${await freed.text()}`).toBe(true);
  }
  return held.map((b) => b.spaceLabel);
}

interface OwnPlace {
  id: string;
  start: string;
  status: string;
  spaceLabel: string;
}

/** The signed-in person's places of `product`: held (scope mine) and waiting for their confirmation. */
async function ownPlaces(page: Page, product: string): Promise<OwnPlace[]> {
  const places: OwnPlace[] = [];
  for (const scope of ['mine', 'pending']) {
    const response = await page.request.get(`/api/v1/spaces/${product}/bookings?scope=${scope}`);
    expect(response.ok()).toBe(true);
    places.push(...((await response.json()) as OwnPlace[]));
  }
  return places;
}
