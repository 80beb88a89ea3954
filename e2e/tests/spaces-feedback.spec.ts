import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';
import { seriousAxeFindings } from './axe-findings';
import { floorPlanId, quietFreeSeat, quietWeekday } from './spaces-helpers';

// Issue 14 point 2: every booking, cancellation and confirmation ends in a visible result (toast
// and updated overview) or a translated error that says what to do; booking for someone else
// explains the pending confirmation; offline the live badge says so and actions fail fast with a
// retry. Point 9: a map that cannot load offers a retry; a plan without seats says so.
const FREE = /^L-\d+, frei$/;

async function openMap(page: Page, baseURL: string | undefined, path = '/lesesaal/karte'): Promise<void> {
  await signInThroughApi(page, baseURL ?? '', 'booker');
  await page.addInitScript(() => window.localStorage.setItem('buchbar.language', 'de'));
  // A weekday on which the booker holds nothing yet and enough seats are free (never "today").
  const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
  const date = await quietWeekday(page, 'lesesaal', planId, 5);
  await page.goto(`${path}?plan=${planId}&date=${date}`);
  await expect(page.getByRole('button', { name: FREE }).first()).toBeVisible();
}

/** Cancels the booker's own bookings made by a test (the seeded ones stay). */
async function cancelOwn(page: Page, baseURL: string | undefined, ids: string[]): Promise<void> {
  const origin = new URL(baseURL ?? '').origin;
  for (const id of ids)
    await page.request.post(`/api/v1/spaces/lesesaal/bookings/${id}/cancel`, {
      data: {},
      headers: { Origin: origin },
    });
}

test('five bookings in a row each end in a toast, a closed dialog and the overview; each cancellation too', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openMap(page, baseURL);
  const mine = page.getByRole('region', { name: 'Meine Buchungen' });
  // One person holds one seat at a time (issue 22 point 8): each booking is cancelled before the
  // next, on five different seats (the i-th free one: the cancelled ones are free again).
  for (let i = 0; i < 5; i += 1) {
    const seat = page.getByRole('button', { name: FREE }).nth(i);
    const label = ((await seat.getAttribute('aria-label')) ?? '').replace(/, frei$/, '');
    await seat.click();
    const dialog = page.getByRole('dialog', { name: label });
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    const toast = page
      .getByRole('status')
      .filter({ hasText: `${label}:` })
      .filter({ hasText: 'Gebucht' });
    await expect(toast, `booking ${i + 1} (${label})`).toBeVisible();
    await expect(dialog).toBeHidden();
    const when =
      /: (\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}–\d{2}:\d{2})\./.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    await expect(mine.getByRole('button', { name: `Stornieren: ${label}, ${when}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `${label}, Ihr Platz`, exact: true })).toBeVisible();

    await mine.getByRole('button', { name: `Stornieren: ${label}, ${when}` }).click();
    await page
      .getByRole('dialog', { name: 'Buchung stornieren?' })
      .getByRole('button', { name: 'Stornieren' })
      .click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Buchung storniert' })
        .filter({ hasText: `${label}:` }),
    ).toBeVisible();
    await expect(mine.getByRole('button', { name: `Stornieren: ${label}, ${when}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${label}, frei`, exact: true })).toBeVisible();
  }
});

test('a second seat at the same time is refused, and the advice names the seat held (issue 22 point 8)', async ({
  page,
  baseURL,
}) => {
  await openMap(page, baseURL);
  const first = page.getByRole('button', { name: FREE }).first();
  const held = ((await first.getAttribute('aria-label')) ?? '').replace(/, frei$/, '');
  await first.click();
  const [made] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/spaces/lesesaal/bookings'),
    ),
    page.getByRole('dialog', { name: held }).getByRole('button', { name: 'Jetzt buchen' }).click(),
  ]);
  expect(made.status()).toBe(201);
  await expect(page.getByRole('button', { name: `${held}, Ihr Platz`, exact: true })).toBeVisible();
  try {
    const second = page.getByRole('button', { name: FREE }).first();
    const label = ((await second.getAttribute('aria-label')) ?? '').replace(/, frei$/, '');
    await second.click();
    const dialog = page.getByRole('dialog', { name: label });
    const [refused] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/spaces/lesesaal/bookings'),
      ),
      dialog.getByRole('button', { name: 'Jetzt buchen' }).click(),
    ]);
    expect(refused.status()).toBe(409);
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Buchung nicht möglich' });
    await expect(refusal).toContainText(`Sie haben zu dieser Zeit bereits den Platz ${held} gebucht`);
    await expect(refusal).toContainText(
      `Sie haben zu dieser Zeit schon den Platz ${held}: Stornieren Sie zuerst diese Buchung`,
    );
    await expect(refusal.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    expect(await seriousAxeFindings(page), 'axe on the refusal').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `${label}, frei`, exact: true })).toBeVisible();
  } finally {
    await cancelOwn(page, baseURL, [((await made.json()) as { id: string }).id]);
  }
});

test('booking for someone else explains the pending confirmation and lists it under "Für andere gebucht"', async ({
  page,
  baseURL,
}) => {
  await openMap(page, baseURL);
  const seat = page.getByRole('button', { name: FREE }).first();
  const label = ((await seat.getAttribute('aria-label')) ?? '').replace(/, frei$/, '');
  await seat.click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('checkbox', { name: 'Für jemand anderen buchen' }).check();
  await dialog.getByRole('textbox', { name: 'E-Mail der Person' }).fill('approver@demo.example');
  await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Vorgemerkt – wartet auf Bestätigung' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('muss die Buchung bis zum Beginn bestätigen');
  await expect(toast).toContainText('Für andere gebucht');
  await expect(dialog).toBeHidden();
  const organized = page.getByRole('region', { name: 'Für andere gebucht' });
  await expect(organized.getByText(label, { exact: true })).toBeVisible();
  await organized.getByRole('button', { name: new RegExp(`^Stornieren: ${label},`) }).click();
  await page
    .getByRole('dialog', { name: 'Buchung stornieren?' })
    .getByRole('button', { name: 'Stornieren' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Buchung storniert' })).toBeVisible();
  await expect(organized.getByText(label, { exact: true })).toHaveCount(0);
});

test('offline: the live badge says so, booking fails at once with advice and a retry that works once online', async ({
  page,
  context,
  baseURL,
}) => {
  await openMap(page, baseURL);
  await expect(page.getByRole('status', { name: 'Live-Aktualisierung: Live' })).toBeVisible();
  const seat = page.getByRole('button', { name: FREE }).first();
  const label = ((await seat.getAttribute('aria-label')) ?? '').replace(/, frei$/, '');
  await seat.click();
  const dialog = page.getByRole('dialog', { name: label });

  await context.setOffline(true);
  await expect(
    page.getByRole('status', { name: 'Live-Aktualisierung: Offline – keine Verbindung' }),
  ).toBeVisible();
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
  const failure = dialog.getByRole('alert').filter({ hasText: 'Buchung nicht möglich' });
  await expect(failure).toBeVisible();
  expect(Date.now() - started, 'fails fast').toBeLessThan(1500);
  await expect(failure).toContainText('Keine Verbindung zum Server');
  await expect(failure).toContainText(
    'Sobald die Verbindung wieder steht (oben steht dann „Live“), wählen Sie „Erneut versuchen“.',
  );
  await page.screenshot({ path: test.info().outputPath('offline.png') });
  expect(await seriousAxeFindings(page), 'axe on the offline failure').toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Live-Aktualisierung: Live' })).toBeVisible({
    timeout: 15_000,
  });
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/spaces/lesesaal/bookings'),
    ),
    failure.getByRole('button', { name: 'Erneut versuchen' }).click(),
  ]);
  expect(created.status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Gebucht' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await cancelOwn(page, baseURL, [((await created.json()) as { id: string }).id]);
});

test('a seat taken meanwhile: the refusal says what happened and what to do, and the plan shows it taken', async ({
  page,
  baseURL,
  playwright,
}) => {
  const base = baseURL ?? '';
  // Without the live stream the open dialog does not learn of the other booking (as on a flaky network).
  await page.route('**/api/v1/events', (route) => route.abort());
  await signInThroughApi(page, base, 'booker');
  const planId = await floorPlanId(page, 'lesesaal', 'Lesesaal 1. OG');
  // A day the booker holds no seat: the refusal is the taken seat's, not the one-seat rule's.
  const { date, seat } = await quietFreeSeat(page, 'lesesaal', planId);
  await page.goto(`/lesesaal/karte?plan=${planId}&date=${date}`);
  await page.getByRole('button', { name: `${seat.label}, frei`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: seat.label });
  await expect(dialog.getByRole('button', { name: 'Jetzt buchen' })).toBeVisible();

  const admin = await playwright.request.newContext({ baseURL: base });
  const origin = new URL(base).origin;
  await admin.post('/api/auth/sign-in/email', {
    data: { email: 'admin@demo.example', password: 'buchbar-demo' },
    headers: { Origin: origin },
  });
  const map = (await (
    await admin.get(`/api/v1/spaces/lesesaal/floor-plans/${planId}/map?date=${date}`)
  ).json()) as { window: { start: string; end: string } };
  const other = await admin.post('/api/v1/spaces/lesesaal/bookings', {
    data: { spaceId: seat.id, start: map.window.start, end: map.window.end, mode: 'allDay' },
    headers: { Origin: origin },
  });
  expect(other.status()).toBe(201);

  await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
  // The dialog keeps the refusal while the plan refreshes underneath (the form itself goes).
  const refusal = dialog.getByRole('alert').filter({ hasText: 'Buchung nicht möglich' });
  await expect(refusal).toContainText('Der Platz ist in diesem Zeitraum bereits belegt.');
  await expect(refusal).toContainText(
    'Der Plan ist aktualisiert: Wählen Sie einen anderen Platz oder Zeitraum.',
  );
  await expect(dialog.getByText('Dieser Platz ist im gewählten Zeitraum nicht frei.')).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `${seat.label}, belegt`, exact: true })).toBeVisible();
  await admin.post(`/api/v1/spaces/lesesaal/bookings/${((await other.json()) as { id: string }).id}/cancel`, {
    data: {},
    headers: { Origin: origin },
  });
  await admin.dispose();
});

test('a map that cannot be loaded offers a retry; a plan without seats says so', async ({
  page,
  baseURL,
  playwright,
}) => {
  await signInThroughApi(page, baseURL ?? '', 'booker');
  await page.addInitScript(() => window.localStorage.setItem('buchbar.language', 'de'));
  let failing = true;
  await page.route('**/api/v1/spaces/lesesaal/floor-plans/*/map?*', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'DATABASE_UNAVAILABLE',
              message: 'Die Datenbank ist gerade nicht erreichbar.',
              details: {},
            },
          }),
        })
      : route.continue(),
  );
  await page.goto('/lesesaal/karte');
  const failure = page.getByRole('alert').filter({ hasText: 'Der Plan konnte nicht geladen werden.' });
  await expect(failure).toBeVisible({ timeout: 10_000 });
  await expect(failure).toContainText('Die Datenbank ist gerade nicht erreichbar.');
  await expect(failure).toContainText('Warten Sie einen Moment und versuchen Sie es dann erneut.');
  failing = false;
  await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('button', { name: FREE }).first()).toBeVisible();
  await expect(failure).toBeHidden();

  // An active plan without seats (made by an admin for this test, deactivated afterwards).
  const base = baseURL ?? '';
  const origin = new URL(base).origin;
  const admin = await playwright.request.newContext({ baseURL: base });
  await admin.post('/api/auth/sign-in/email', {
    data: { email: 'admin@demo.example', password: 'buchbar-demo' },
    headers: { Origin: origin },
  });
  const name = `Zz E2E ohne Plätze ${Date.now()}`;
  const created = await admin.post('/api/v1/spaces/arbeitswelt/floor-plans', {
    data: { name },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);
  const plan = (await created.json()) as { id: string };
  try {
    await page.goto(`/arbeitswelt/karte?plan=${plan.id}`);
    const notice = page.getByRole('status').filter({ hasText: 'Noch keine Plätze' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`Auf ${name} gibt es noch keine buchbaren Plätze.`);
  } finally {
    await admin.put(`/api/v1/spaces/arbeitswelt/floor-plans/${plan.id}`, {
      data: { name, active: false },
      headers: { Origin: origin },
    });
    await admin.dispose();
  }
});
