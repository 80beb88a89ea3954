import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from './admin-sign-in';

interface KioskMap {
  opening: { start: string; end: string } | null;
  seats: { id: string; label: string; state: string; capacity: number }[];
}

const PLAN_NAME = 'Lesesaal 1. OG';

/** YYYY-MM-DD in Berlin, `days` after today. */
function berlinDate(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts.slice(0, 10);
}

/** A free seat of capacity 1: one booking turns it occupied (a room stays partly free). */
const isFreeSingleSeat = (seat: KioskMap['seats'][number]) =>
  seat.state === 'available' && seat.capacity === 1;

/**
 * The next day (from tomorrow) the plan is open and the booker holds no reading-room place yet
 * (one person, one seat at a time: issue 22 point 8), with its map as the kiosk sees it.
 */
async function nextOpenDay(
  request: APIRequestContext,
  token: string,
  bookerDays: readonly string[],
): Promise<{ date: string; map: KioskMap }> {
  for (let days = 1; days <= 7; days += 1) {
    const date = berlinDate(days);
    if (bookerDays.includes(date)) continue;
    const response = await request.get(`/api/v1/kiosk/map?date=${date}&token=${encodeURIComponent(token)}`);
    expect(response.status()).toBe(200);
    const map = (await response.json()) as KioskMap;
    if (map.opening && map.seats.some(isFreeSingleSeat)) return { date, map };
  }
  throw new Error('no open day with a free seat within a week');
}

/** The Berlin days on which the signed-in person holds or is asked to confirm a reading-room place. */
async function daysWithPlaces(request: APIRequestContext): Promise<string[]> {
  const days: string[] = [];
  for (const scope of ['mine', 'pending']) {
    const response = await request.get(`/api/v1/spaces/lesesaal/bookings?scope=${scope}`);
    expect(response.ok()).toBe(true);
    for (const b of (await response.json()) as { start: string }[])
      days.push(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(b.start)));
  }
  return days;
}

test('the kiosk shows the live plan, follows a booking within 2 s and refuses a revoked token', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const base = baseURL ?? '';
  const origin = new URL(base).origin;
  await signInThroughApi(page, base, 'admin');
  const plans = (await (await page.request.get('/api/v1/spaces/lesesaal/floor-plans')).json()) as {
    id: string;
    name: string;
  }[];
  const plan = plans.find((p) => p.name === PLAN_NAME);
  expect(plan).toBeDefined();
  const planId = plan?.id ?? '';
  const created = await page.request.post(`/api/v1/spaces/lesesaal/floor-plans/${planId}/kiosk-tokens`, {
    data: { name: 'E2E Eingang' },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);
  const token = (await created.json()) as { id: string; token: string; url: string };
  expect(token.url).toContain(`/kiosk?token=${token.token}`);

  // The booker (own session) books a seat below; signed in first to find a day they are free.
  const booker = await playwright.request.newContext({ baseURL: base });
  const signIn = await booker.post('/api/auth/sign-in/email', {
    data: { email: 'booker@demo.example', password: DEMO_PASSWORD },
    headers: { Origin: origin },
  });
  expect(signIn.ok()).toBe(true);

  // Today may be closed (weekend, evening): the kiosk is opened for the next open day.
  const { date, map } = await nextOpenDay(page.request, token.token, await daysWithPlaces(booker));
  const free = map.seats.find(isFreeSingleSeat);
  if (!free || !map.opening) throw new Error('no free seat');

  const kioskContext = await browser.newContext({
    baseURL: base,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const kiosk = await kioskContext.newPage();
  await kiosk.goto(`/kiosk?token=${encodeURIComponent(token.token)}&date=${date}`);
  await expect(kiosk.getByRole('heading', { level: 1, name: PLAN_NAME })).toBeVisible();
  await expect(kiosk.getByRole('heading', { name: 'Legende' })).toBeVisible();
  await expect(kiosk.getByTestId('kiosk-legend-available')).toContainText('Frei');
  const marker = kiosk.getByTestId(`kiosk-seat-${free.label}`);
  await expect(marker).toHaveAttribute('data-state', 'available');
  await expect(
    kiosk.getByRole('img', { name: `QR-Code zum Einchecken an ${free.label}`, exact: true }),
  ).toBeVisible();

  // The booker books the free seat for the whole day through the API.
  const booking = await booker.post('/api/v1/spaces/lesesaal/bookings', {
    data: { spaceId: free.id, start: map.opening.start, end: map.opening.end, mode: 'allDay' },
    headers: { Origin: origin },
  });
  expect(booking.status()).toBe(201);
  await expect(marker).toHaveAttribute('data-state', 'occupied', { timeout: 2000 });
  const cancelled = await booker.post(
    `/api/v1/spaces/lesesaal/bookings/${((await booking.json()) as { id: string }).id}/cancel`,
    { data: {}, headers: { Origin: origin } },
  );
  expect(cancelled.ok()).toBe(true);
  await booker.dispose();

  const revoked = await page.request.delete(
    `/api/v1/spaces/lesesaal/floor-plans/${planId}/kiosk-tokens/${token.id}`,
    { headers: { Origin: origin } },
  );
  expect(revoked.status()).toBe(204);
  await kiosk.reload();
  await expect(kiosk.getByRole('alert')).toContainText('ungültig oder wurde widerrufen');
  await kioskContext.close();
});

test('the kiosk without a token explains what it needs', async ({ page }) => {
  await page.goto('/kiosk');
  await expect(page.getByRole('alert')).toContainText('Kiosk-Token benötigt');
});
