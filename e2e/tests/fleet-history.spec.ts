import AxeBuilder from '@axe-core/playwright';
import { type APIRequest, type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from './admin-sign-in';
import { berlinWallTime, dateTimeValue, pickDateTime } from './date-pickers';

/**
 * Issue 11 points 3-5: a driver ends a trip with a damage and a photo (through the API, as the
 * trip screens would), the fleet manager sees it in the vehicle history with the photo, filters
 * the history by type, blocks the vehicle as DEFEKT from the notice link's pre-filled form, sees
 * a refusal at the form and the block in the service booklet. On desktop and on a phone. Each
 * run creates its own vehicle, so demo data of other screens and retries do not interfere.
 */
const SHOTS = process.env.HISTORY_SHOTS ?? '';
/** "Tankkarte vorhanden" (FAHRZEUG, mandatory) and "Warndreieck und Verbandkasten an Bord" / "Was fehlt?" (FAHRZEUG_VERLAUF). */
const attr = (n: number) => `00000000-0000-4000-8202-${String(n).padStart(12, '0')}`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);
const MIN = 60_000;

async function apiAs(request: APIRequest, baseURL: string, account: string) {
  const origin = new URL(baseURL).origin;
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
  const res = await ctx.post('/api/auth/sign-in/email', {
    data: { email: `${account}@demo.example`, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return ctx;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()} → ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A vehicle of its own (bookable all day), and a finished trip of booker@ on it with a damage and photo. */
async function vehicleWithDamagedTrip(request: APIRequest, baseURL: string, tag: string) {
  const fleet = await apiAs(request, baseURL, 'fleet');
  const booker = await apiAs(request, baseURL, 'booker');
  const approver = await apiAs(request, baseURL, 'approver');
  const locations = await ok<{ id: string; name: string }[]>(await fleet.get('/api/v1/locations'));
  const n = `${Date.now() % 1_000_000}`;
  const vehicle = await ok<{ id: string }>(
    await fleet.post('/api/v1/vehicles', {
      data: {
        locationId: locations[0]?.id,
        make: 'Verlauf',
        model: `${tag} ${n}`,
        licencePlate: `VL-${tag.slice(0, 1)}${n}`,
        fuelType: 'BENZIN',
        gearbox: 'MANUELL',
        guestBookable: false,
        bookingWeekdays: [1, 2, 3, 4, 5, 6, 7],
        bookingFrom: '00:00',
        bookingTo: '23:59',
        bookingOutsideAllowed: true,
        departmentIds: [],
        imageFile: null,
        attributes: [{ attributeId: attr(1), value: 'nein' }],
      },
    }),
  );
  // The earliest start a booker may book (30 minutes ahead, on the minute). With the tenant's
  // check-in lead raised to 60 minutes for the trip, check-in is open at once (restored below).
  const admin = await apiAs(request, baseURL, 'admin');
  const stored = await ok<{ values: Record<string, unknown> }>(await admin.get('/api/v1/settings/tenant'));
  const lead = stored.values['vehicles.checkInBeforeStartMinutes'] ?? 30;
  const setLead = async (value: unknown) =>
    ok(
      await admin.put('/api/v1/settings/tenant', {
        data: { values: { 'vehicles.checkInBeforeStartMinutes': value } },
      }),
    );
  await setLead(60);
  const start = Math.ceil((Date.now() + 30 * MIN) / MIN) * MIN;
  const booking = await ok<{ id: string; status: string }>(
    await booker.post('/api/v1/vehicle-bookings', {
      data: {
        vehicleId: vehicle.id,
        start: new Date(start).toISOString(),
        end: new Date(start + 60 * MIN).toISOString(),
        reasonForTrip: 'Kundentermin',
        destination: 'Potsdam',
      },
    }),
  );
  // Outside the tenant's booking time it is a special trip: approver@ approves it first.
  if (booking.status === 'vorgemerkt')
    await ok(await approver.post(`/api/v1/vehicle-bookings/${booking.id}/approve`, { data: {} }));
  const checkIn = () =>
    booker.post(`/api/v1/vehicle-bookings/${booking.id}/check-in`, {
      data: { mileage: 42_000, fuelPercent: 80, attributes: { [attr(5)]: 'nein' } },
    });
  try {
    await expect
      .poll(async () => (await checkIn()).status(), { timeout: 90_000, intervals: [1_000, 5_000] })
      .toBe(200);
  } finally {
    await setLead(lead);
  }
  const photo = await ok<{ fileName: string; url: string }>(
    await booker.post(`/api/v1/vehicle-bookings/${booking.id}/files?kind=photo`, {
      multipart: { file: { name: 'kratzer.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  await ok(
    await booker.post(`/api/v1/vehicle-bookings/${booking.id}/check-out`, {
      data: {
        mileage: 42_085,
        fuelPercent: 45,
        cleanlinessInside: 'sauber',
        cleanlinessOutside: 'verschmutzt',
        parkingSpot: 'Tiefgarage P2',
        damages: [{ description: `Kratzer an der Heckklappe ${tag}`, photos: [photo.fileName] }],
        attributes: { [attr(5)]: 'nein', [attr(6)]: 'Warndreieck' },
      },
    }),
  );
  await Promise.all([fleet.dispose(), booker.dispose(), approver.dispose(), admin.dispose()]);
  return { vehicleId: vehicle.id, photo };
}

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const device of [
  { tag: 'desktop', viewport: { width: 1280, height: 900 } },
  { tag: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(device.tag, () => {
    test.use({ viewport: device.viewport });

    test(`fleet@ sees the damage with its photo in the history, filters it and blocks the car as DEFEKT (${device.tag})`, async ({
      page,
      baseURL,
      playwright,
    }) => {
      test.setTimeout(180_000);
      const { vehicleId, photo } = await vehicleWithDamagedTrip(
        playwright.request,
        baseURL ?? '',
        device.tag,
      );
      await signInThroughApi(page, baseURL ?? '', 'fleet');

      await page.goto(`/admin/fahrzeuge/${vehicleId}?tab=history`);
      const history = page.getByRole('list', { name: /^Verlauf von Verlauf/ });
      const checkOut = history.getByTestId('history-entry').filter({ hasText: 'Check-out (Fahrtende)' });
      await expect(checkOut).toContainText(`Kratzer an der Heckklappe ${device.tag}`);
      await expect(checkOut).toContainText('42.085 km');
      await expect(checkOut).toContainText('Tiefgarage P2');
      await expect(checkOut).toContainText('verschmutzt');
      await expect(checkOut).toContainText('Warndreieck');
      await expect(checkOut).toContainText('Ben Bucher'); // the driver, booker@
      const photoLink = checkOut.getByRole('link', { name: /^Foto 1 öffnen/ });
      await expect(photoLink).toHaveAttribute('href', photo.url);
      const thumb = photoLink.locator('img');
      await expect(thumb).toBeVisible();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(history.getByTestId('history-entry')).toHaveCount(3); // created, check-in, check-out
      await shoot(page, `history-${device.tag}-de`);
      await axeClean(page);

      // Filter by type: only the check-outs.
      await page.getByRole('search').getByRole('combobox', { name: 'Art' }).click();
      await page.getByRole('option', { name: 'Check-out (Fahrtende)' }).click();
      await page.keyboard.press('Escape');
      await expect(history.getByTestId('history-entry')).toHaveCount(1);
      await expect(history.getByTestId('history-entry')).toContainText('Check-out (Fahrtende)');

      // The notice mail's link: the block form, DEFEKT from now.
      await page.goto(`/admin/fahrzeuge/${vehicleId}?sperre=DEFEKT`);
      const form = page.getByRole('form', { name: 'Fahrzeug sperren' });
      await expect(form.getByRole('combobox', { name: /^Art/ })).toHaveValue('Defekt');
      const start = await dateTimeValue(form.getByRole('button', { name: 'Beginn', exact: true }));
      expect(
        Math.abs(Date.parse(`${start}:00Z`) - Date.parse(`${berlinWallTime(Date.now())}:00Z`)),
      ).toBeLessThan(2 * MIN);
      await pickDateTime(
        page,
        form.getByRole('button', { name: 'Ende', exact: true }),
        berlinWallTime(Date.now() + 26 * 60 * MIN),
      );
      await form.getByRole('textbox', { name: /^Beschreibung/ }).fill(`Heckklappe klemmt (${device.tag})`);
      await form.getByRole('button', { name: 'Sperren' }).click();
      await expect(page.getByText('Sperre eingetragen')).toBeVisible();
      await expect(page.getByText('Keine Buchung war betroffen.')).toBeVisible();
      const booklet = page.getByRole('list', { name: /^Serviceheft von/ });
      await expect(
        booklet.getByTestId('booklet-entry').filter({ hasText: `Heckklappe klemmt (${device.tag})` }),
      ).toContainText('Defekt');

      // The same period again: refused at the form (another block holds the car).
      const again = page.getByRole('form', { name: 'Fahrzeug sperren' });
      await again.getByRole('combobox', { name: /^Art/ }).click();
      await page.getByRole('option', { name: 'Wartung' }).click();
      await pickDateTime(
        page,
        again.getByRole('button', { name: 'Beginn', exact: true }),
        berlinWallTime(Date.now() + 60 * MIN),
      );
      await pickDateTime(
        page,
        again.getByRole('button', { name: 'Ende', exact: true }),
        berlinWallTime(Date.now() + 120 * MIN),
      );
      await again.getByRole('textbox', { name: /^Beschreibung/ }).fill('Ölwechsel');
      await again.getByRole('button', { name: 'Sperren' }).click();
      await expect(again.getByRole('alert')).toContainText('Nicht möglich');

      // A manual entry of the booklet (in the past).
      const entry = page.getByRole('form', { name: 'Eintrag ins Serviceheft' });
      await entry.getByRole('combobox', { name: /^Art/ }).click();
      await page.getByRole('option', { name: 'Service' }).click();
      await pickDateTime(
        page,
        entry.getByRole('button', { name: 'Beginn', exact: true }),
        berlinWallTime(Date.now() - 10 * 24 * 60 * MIN),
      );
      await pickDateTime(
        page,
        entry.getByRole('button', { name: 'Ende', exact: true }),
        berlinWallTime(Date.now() - 10 * 24 * 60 * MIN + 90 * MIN),
      );
      await entry.getByRole('textbox', { name: /^Beschreibung/ }).fill('Scheibenwischer getauscht');
      await entry.getByRole('button', { name: 'Eintrag speichern' }).click();
      await expect(
        booklet.getByTestId('booklet-entry').filter({ hasText: 'Scheibenwischer getauscht' }),
      ).toContainText('Manuell');
      await shoot(page, `service-${device.tag}-de`);
      await axeClean(page);

      // The block is in the history too (DEFEKT → STATUSAENDERUNG).
      await page.getByRole('tab', { name: 'Verlauf' }).click();
      await expect(
        page.getByTestId('history-entry').filter({ hasText: `Heckklappe klemmt (${device.tag})` }),
      ).toContainText('Statusänderung');

      // English.
      await page.evaluate(() => window.localStorage.setItem('buchbar.language', 'en'));
      await page.goto(`/admin/fahrzeuge/${vehicleId}?tab=history`);
      await expect(page.getByText('Check-out (trip end)').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Open photo 1/ })).toBeVisible();
      await shoot(page, `history-${device.tag}-en`);
      await axeClean(page);
      await page.goto(`/admin/fahrzeuge/${vehicleId}?tab=service`);
      await expect(page.getByRole('heading', { name: 'Service booklet', exact: true })).toBeVisible();
      await shoot(page, `service-${device.tag}-en`);
      await axeClean(page);
      await page.evaluate(() => window.localStorage.removeItem('buchbar.language'));
    });
  });
}
