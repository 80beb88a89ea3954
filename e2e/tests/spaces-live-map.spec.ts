import { expect, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { floorPlanId, quietFreeSeat } from './spaces-helpers';

// Issue 4: two browsers on the same map; one books, the other sees the seat occupied within 2 s
// without reloading (Server-Sent Events), and the booker sees "your place".
test('a booking appears on another open map within 2 s without reload', async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  const bookerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const booker = await bookerContext.newPage();
  const admin = await adminContext.newPage();
  await signInThroughApi(booker, base, 'booker');
  await signInThroughApi(admin, base, 'admin');

  const planId = await floorPlanId(booker, 'lesesaal', 'Lesesaal 1. OG');
  // A day the booker holds no seat yet (one seat per person, issue 22 point 8).
  const { date, seat } = await quietFreeSeat(booker, 'lesesaal', planId);
  const url = `/lesesaal/karte?plan=${planId}&date=${date}`;
  await Promise.all([booker.goto(url), admin.goto(url)]);

  const free = `${seat.label}, frei`;
  await expect(admin.getByRole('button', { name: free, exact: true })).toBeVisible();
  await expect(booker.getByRole('button', { name: free, exact: true })).toBeVisible();
  // The admin's live stream must be open before the booking happens.
  await expect(admin.getByRole('status', { name: 'Live-Aktualisierung: Live' })).toBeVisible();
  let adminReloaded = false;
  admin.on('framenavigated', (frame) => {
    if (frame === admin.mainFrame()) adminReloaded = true;
  });

  await booker.getByRole('button', { name: free, exact: true }).click();
  const dialog = booker.getByRole('dialog', { name: seat.label });
  await expect(dialog).toBeVisible();
  // The 2 s run from the moment the booking is committed (the server's 201), not from the click.
  const [created] = await Promise.all([
    booker.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/spaces/lesesaal/bookings'),
    ),
    dialog.getByRole('button', { name: 'Jetzt buchen' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const committedAt = Date.now();
  // Both at once: the other map turns within 2 s, and the booker's confirmation toast (shown for
  // a few seconds) is seen while it is there.
  await Promise.all([
    expect(admin.getByRole('button', { name: `${seat.label}, belegt`, exact: true })).toBeVisible({
      timeout: 2000,
    }),
    expect(booker.getByText('Gebucht', { exact: true })).toBeVisible(),
  ]);
  expect(Date.now() - committedAt).toBeLessThanOrEqual(2000);
  expect(adminReloaded).toBe(false);
  await expect(booker.getByRole('button', { name: `${seat.label}, Ihr Platz`, exact: true })).toBeVisible();
  // The sidebar overview lists it under "Meine Buchungen".
  // (The demo may list the same seat on another day: the entry of this day is the one meant.)
  const [y, m, d] = date.split('-');
  await expect(
    booker
      .getByRole('region', { name: 'Meine Buchungen' })
      .getByRole('button', { name: new RegExp(`^Stornieren: ${seat.label}, ${d}\\.${m}\\.${y},`) }),
  ).toBeVisible();
  const cancelled = await booker.request.post(
    `/api/v1/spaces/lesesaal/bookings/${((await created.json()) as { id: string }).id}/cancel`,
    { data: {}, headers: { Origin: new URL(base).origin } },
  );
  expect(cancelled.ok()).toBe(true);

  await bookerContext.close();
  await adminContext.close();
});
