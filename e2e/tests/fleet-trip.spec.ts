import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInThroughApi } from './admin-sign-in';

/**
 * Issue 11, "how it will be checked": in Chromium on a phone viewport, as booker@, start a trip
 * and end it with mileage, fuel, cleanliness and a damage photo; the booking then shows as
 * completed. The spec books its own trip through the API (starting within the next 30 minutes,
 * so the check-in window is open), so it depends neither on the demo trip nor on other specs.
 */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const QUARTER = 15 * 60_000;

/** A valid 8×8 red PNG, built here (the server checks uploads by content). */
function smallPng(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.concat(
    Array.from({ length: size }, () =>
      Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([220, 30, 30]))]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type Booking = { id: string; vehicleId: string; vehicleName: string; status: string };
type TripView = {
  status: string;
  lastMileage: number | null;
  checkOut: {
    mileage: number;
    fuelPercent: number | null;
    chargePercent: number | null;
    damages: { photos: string[] }[];
  } | null;
};

/** Books the first free car (no approval needed) from the next quarter hour + 15 min, for 1 h. */
async function bookTripStartingSoon(page: Page): Promise<Booking> {
  const start = Math.ceil(Date.now() / QUARTER) * QUARTER + QUARTER;
  const from = new Date(start).toISOString();
  const to = new Date(start + 4 * QUARTER).toISOString();
  const list = await page.request.get(`/api/v1/vehicles?from=${from}&to=${to}`);
  expect(list.ok()).toBe(true);
  const vehicles = (await list.json()) as {
    id: string;
    availability?: { bookable: boolean; needsApproval: boolean };
  }[];
  const free = vehicles.filter((v) => v.availability?.bookable && !v.availability.needsApproval);
  expect(free.length).toBeGreaterThan(0);
  for (const vehicle of free) {
    const booked = await page.request.post('/api/v1/vehicle-bookings', {
      data: {
        vehicleId: vehicle.id,
        start: from,
        end: to,
        reasonForTrip: 'E2E Fahrt',
        destination: 'Potsdam',
      },
    });
    if (booked.ok()) return (await booked.json()) as Booking;
  }
  throw new Error('no car could be booked for the next hour');
}

/** The own bookings of the sidebar: one tap away on a phone. */
async function ownBookings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Meine Fahrzeugbuchungen' }).click();
  return page
    .getByRole('dialog', { name: 'Meine Fahrzeugbuchungen' })
    .getByRole('region', { name: 'Meine Buchungen' });
}

test('booker@ starts and ends a trip on a phone: mileage, fuel, cleanliness, a damage photo (de, 390 px)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('buchbar.language', 'de'));
  await signInThroughApi(page, baseURL ?? '', 'booker');
  const booking = await bookTripStartingSoon(page);
  const before = (await (
    await page.request.get(`/api/v1/vehicle-bookings/${booking.id}/trip`)
  ).json()) as TripView;
  const startMileage = (before.lastMileage ?? 20_000) + 3;
  const name = escapeRegExp(booking.vehicleName);

  await page.goto('/');
  await expect(page).toHaveURL(/\/fahrzeuge$/);
  let mine = await ownBookings(page);
  await mine.getByRole('button', { name: new RegExp(`^Fahrt starten: ${name}`) }).click();

  // Check-in: the last reading is the hint; a reading below it is refused at the field at once.
  const checkIn = page.getByRole('dialog', { name: 'Fahrt starten' });
  await expect(checkIn.getByLabel(/^Kilometerstand/)).toBeVisible();
  if (before.lastMileage !== null) {
    await expect(checkIn.getByText(/^Letzter Stand:/)).toBeVisible();
    await checkIn.getByLabel(/^Kilometerstand/).fill(String(before.lastMileage - 1));
    await expect(checkIn.getByText(/nicht unter dem letzten Stand/)).toBeVisible();
  }
  await checkIn.getByLabel(/^Kilometerstand/).fill(String(startMileage));
  await checkIn
    .getByLabel(/^(Tankfüllung|Ladestand)/)
    .first()
    .fill('80');
  await checkIn.getByRole('radio', { name: 'Ja' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await checkIn.getByRole('button', { name: 'Fahrt starten', exact: true }).click();
  await expect(page.getByText('Fahrt gestartet')).toBeVisible();
  await expect(checkIn).toBeHidden();

  // Check-out with fuel, cleanliness, parking spot and a damage with a photo from the camera.
  mine = page
    .getByRole('dialog', { name: 'Meine Fahrzeugbuchungen' })
    .getByRole('region', { name: 'Meine Buchungen' });
  if (!(await mine.isVisible())) mine = await ownBookings(page);
  await mine.getByRole('button', { name: new RegExp(`^Fahrt beenden: ${name}`) }).click();
  const checkOut = page.getByRole('dialog', { name: 'Fahrt beenden' });
  await checkOut.getByLabel(/^Kilometerstand/).fill(String(startMileage + 42));
  await checkOut
    .getByLabel(/^(Tankfüllung|Ladestand)/)
    .first()
    .fill('55');
  // Cleanliness is required at check-out: the domain's message shows once the form is sent.
  await checkOut.getByRole('button', { name: 'Fahrt beenden', exact: true }).click();
  await expect(checkOut.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
  await checkOut.getByLabel(/^Sauberkeit innen/).selectOption('sauber');
  await checkOut.getByLabel(/^Sauberkeit außen/).selectOption('leicht verschmutzt');
  await checkOut.getByLabel(/^Parkplatz/).fill('Tiefgarage, Platz 3');
  await checkOut.getByRole('button', { name: 'Schaden melden' }).click();
  const damage = checkOut.getByRole('group', { name: 'Schaden 1' });
  await damage.getByLabel(/^Beschreibung/).fill('Kratzer an der hinteren Stoßstange');
  const camera = damage.locator('input[type="file"]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'schaden.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(damage.getByRole('link', { name: 'schaden.png' })).toBeVisible();
  // The damage is reported once, above; the trip attributes ask about the safety kit.
  await expect(checkOut.getByText(/Neue Schäden|Beschreibung der Schäden/)).toHaveCount(0);
  await checkOut.getByRole('radio', { name: 'Nein' }).check();
  await checkOut.getByLabel(/^Was fehlt/).fill('Verbandkasten');
  expect(await seriousViolations(page)).toEqual([]);
  await checkOut.getByRole('button', { name: 'Fahrt beenden', exact: true }).click();
  await expect(page.getByText('Fahrt beendet')).toBeVisible();
  await expect(checkOut).toBeHidden();

  // The booking shows as completed, and the trip holds the readings and the photo.
  mine = page
    .getByRole('dialog', { name: 'Meine Fahrzeugbuchungen' })
    .getByRole('region', { name: 'Meine Buchungen' });
  if (!(await mine.isVisible())) mine = await ownBookings(page);
  const item = mine.getByRole('listitem').filter({ hasText: booking.vehicleName });
  await expect(item.getByText('Durchgeführt')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Fahrt (starten|beenden)/ })).toHaveCount(0);
  const after = (await (
    await page.request.get(`/api/v1/vehicle-bookings/${booking.id}/trip`)
  ).json()) as TripView;
  expect(after.status).toBe('durchgefuehrt');
  expect(after.checkOut?.mileage).toBe(startMileage + 42);
  expect(after.checkOut?.fuelPercent ?? after.checkOut?.chargePercent).toBe(55);
  expect(after.checkOut?.damages[0]?.photos).toHaveLength(1);
});
