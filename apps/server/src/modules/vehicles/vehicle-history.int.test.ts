import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/** Issue 11 point 4: GET /vehicles/{id}/history with details, filters, pages, guarded files. */
type File = { fileName: string; url: string };
type Entry = {
  id: string;
  type: string;
  status: string | null;
  description: string;
  bookingId: string | null;
  user: { id: string; name: string } | null;
  mileage: number | null;
  createdAt: string;
  fuelPercent: number | null;
  chargePercent: number | null;
  cleanlinessInside: string | null;
  cleanlinessOutside: string | null;
  parkingSpot: string | null;
  damages: { description: string; photos: File[] }[];
  receipts: File[];
  attributes: { attributeId: string; label: string; value: string }[];
};

const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
/** "Warndreieck und Verbandkasten an Bord" (FAHRZEUG_VERLAUF, mandatory) and "Was fehlt?" of the demo fleet. */
const SAFETY_KIT = `00000000-0000-4000-8202-${String(5).padStart(12, '0')}`;
const MISSING = `00000000-0000-4000-8202-${String(6).padStart(12, '0')}`;
const ATTRS = { [SAFETY_KIT]: 'nein', [MISSING]: 'Verbandkasten' };
const HOUR = 3600_000;
const MIN = 60_000;
/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin). */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('vehicle history', () => {
  let s: TestServer;
  let now = NOW;
  let storageDir = '';
  let bookerCookie = '';
  let fleetCookie = '';
  let approverCookie = '';
  let otherCookie = '';
  let booker: ReturnType<typeof client>;
  let fleet: ReturnType<typeof client>;
  let fleetEn: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  let tripId = '';
  let photo: File;
  let receipt: File;

  const upload = async (bookingId: string, kind: 'photo' | 'receipt', name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${s.base}/api/v1/vehicle-bookings/${bookingId}/files?kind=${kind}`, {
      method: 'POST',
      headers: { cookie: bookerCookie, origin: s.base },
      body: form,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as File;
  };
  const download = (url: string, cookie: string) => fetch(`${s.base}${url}`, { headers: { cookie } });
  const history = async (query = '', as = fleet) =>
    as.get<Entry[]>(`/api/v1/vehicles/${vehicle(3)}/history${query}`);

  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-history-'));
    s = await startTestServer({ STORAGE_DIR: storageDir }, { clock: () => now });
    await clearDemoTrips(s.db.pool);
    await seedOtherTenant(s.db.pool);
    bookerCookie = await signIn(s.base, 'booker@demo.example');
    fleetCookie = await signIn(s.base, 'fleet@demo.example');
    approverCookie = await signIn(s.base, 'approver@demo.example');
    otherCookie = await signIn(s.base, OTHER_ADMIN);
    booker = client(s.base, bookerCookie);
    fleet = client(s.base, fleetCookie);
    fleetEn = client(s.base, fleetCookie, 'en');
    other = client(s.base, otherCookie);
    // A trip of booker@ on vehicle 3: check-in, then a check-out with a damage, photo and receipt.
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, 'reserviert', $2, $3, 'demo-booker', 'demo-booker' from vehicles where id = $1
       returning id`,
      [vehicle(3), new Date(NOW + 10 * MIN), new Date(NOW + 3 * HOUR)],
    );
    tripId = rows[0]?.id ?? '';
    const checkIn = await booker.post(`/api/v1/vehicle-bookings/${tripId}/check-in`, {
      mileage: 20_000,
      fuelPercent: 90,
      attributes: { [SAFETY_KIT]: 'ja' },
    });
    expect(checkIn.status).toBe(200);
    photo = await upload(tripId, 'photo', 'kratzer.png', PNG);
    receipt = await upload(tripId, 'receipt', 'tanken.pdf', PDF);
    now = NOW + HOUR;
    const checkOut = await booker.post(`/api/v1/vehicle-bookings/${tripId}/check-out`, {
      mileage: 20_120,
      fuelPercent: 55,
      chargePercent: 40,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'leicht verschmutzt',
      parkingSpot: 'Tiefgarage P2',
      damages: [{ description: 'Kratzer an der Heckklappe', photos: [photo.fileName] }],
      receipts: [receipt.fileName],
      attributes: ATTRS,
    });
    expect(checkOut.body).toMatchObject({ status: 'durchgefuehrt' });
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  it('gives the check-out with every reading, the damage with its photo link, the receipt, attributes, actor and booking', async () => {
    const res = await history();
    expect(res.status).toBe(200);
    const out = res.body.find((e) => e.type === 'CHECK_OUT');
    expect(out).toMatchObject({
      status: 'durchgefuehrt',
      bookingId: tripId,
      user: { id: 'demo-booker' },
      mileage: 20_120,
      fuelPercent: 55,
      chargePercent: 40,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'leicht verschmutzt',
      parkingSpot: 'Tiefgarage P2',
      createdAt: new Date(NOW + HOUR).toISOString(),
      damages: [
        { description: 'Kratzer an der Heckklappe', photos: [{ fileName: photo.fileName, url: photo.url }] },
      ],
      receipts: [{ fileName: receipt.fileName, url: receipt.url }],
    });
    expect(out?.attributes).toEqual(
      expect.arrayContaining([
        {
          attributeId: SAFETY_KIT,
          label: 'Warndreieck und Verbandkasten an Bord',
          value: expect.any(String),
        },
        { attributeId: MISSING, label: 'Was fehlt?', value: 'Verbandkasten' },
      ]),
    );
    const checkIn = res.body.find((e) => e.type === 'CHECK_IN');
    expect(checkIn).toMatchObject({ mileage: 20_000, fuelPercent: 90, damages: [], receipts: [] });
    // Newest first.
    expect(res.body.map((e) => e.type).slice(0, 2)).toEqual(['CHECK_OUT', 'CHECK_IN']);
  });

  it('serves the photo and receipt to fleet care and the driver; to other staff and other tenants they do not exist', async () => {
    const asFleet = await download(photo.url, fleetCookie);
    expect(asFleet.status).toBe(200);
    expect(asFleet.headers.get('content-type')).toBe('image/png');
    expect((await download(receipt.url, fleetCookie)).headers.get('content-type')).toBe('application/pdf');
    expect((await download(photo.url, bookerCookie)).status).toBe(200);
    expect((await download(photo.url, approverCookie)).status).toBe(404);
    expect((await download(receipt.url, approverCookie)).status).toBe(404);
    expect((await download(photo.url, otherCookie)).status).toBe(404);
    expect((await download(photo.url, '')).status).toBe(404);
    // A vehicle picture (not a trip file) stays readable for everyone of the tenant.
    const vehicles = await client(s.base, approverCookie).get<{ imageUrl: string | null }[]>(
      '/api/v1/vehicles',
    );
    const picture = vehicles.body.find((v) => v.imageUrl)?.imageUrl;
    if (picture) expect((await download(picture, approverCookie)).status).toBe(200);
  });

  it("the damage notice links to the admin page's block form, pre-filled as DEFEKT", async () => {
    const mails = await s.db.pool.query<{ text: string }>(
      `select text from mails where subject like 'Fahrzeugmeldung%' and text like '%Kratzer an der Heckklappe%'`,
    );
    expect(mails.rows.length).toBeGreaterThan(0);
    for (const m of mails.rows) expect(m.text).toContain(`/admin/fahrzeuge/${vehicle(3)}?sperre=DEFEKT`);
  });

  it('filters by one or several types', async () => {
    const outs = await history('?type=CHECK_OUT');
    expect(outs.body.map((e) => e.type)).toEqual(['CHECK_OUT']);
    const trips = await history('?type=CHECK_IN,CHECK_OUT');
    expect(trips.body.map((e) => e.type)).toEqual(['CHECK_OUT', 'CHECK_IN']);
    const repeated = await history('?type=CHECK_IN&type=CHECK_OUT');
    expect(repeated.body.map((e) => e.type)).toEqual(['CHECK_OUT', 'CHECK_IN']);
    expect((await history('?type=SERVICE')).body).toEqual([]);
    const unknown = await history('?type=DEFEKT');
    expect(unknown.status).toBe(400);
  });

  it('filters by Berlin days, both inclusive; to before from is refused in both languages', async () => {
    // 2027-03-01 00:30 and 2027-02-28 23:30 in Berlin (UTC+1).
    await s.db.pool.query(
      `insert into vehicle_history (tenant_id, vehicle_id, type, description, created_at)
       select tenant_id, id, 'WARTUNG', $2, $3 from vehicles where id = $1`,
      [vehicle(3), 'nach Mitternacht', new Date('2027-02-28T23:30:00Z')],
    );
    await s.db.pool.query(
      `insert into vehicle_history (tenant_id, vehicle_id, type, description, created_at)
       select tenant_id, id, 'WARTUNG', $2, $3 from vehicles where id = $1`,
      [vehicle(3), 'vor Mitternacht', new Date('2027-02-28T22:30:00Z')],
    );
    const day = await history('?from=2027-03-01&to=2027-03-01');
    expect(day.body.map((e) => e.description).filter((d) => d.includes('Mitternacht'))).toEqual([
      'nach Mitternacht',
    ]);
    expect(day.body.map((e) => e.type)).toEqual(['CHECK_OUT', 'CHECK_IN', 'WARTUNG']);
    const before = await history('?to=2027-02-28&type=WARTUNG');
    expect(before.body.map((e) => e.description)).toEqual(['vor Mitternacht']);
    const wrong = await history('?from=2027-03-02&to=2027-03-01');
    expect(wrong.status).toBe(422);
    expect((wrong.body as unknown as ErrorReply).error.code).toBe('VEHICLE_HISTORY_RANGE_INVALID');
    expect((wrong.body as unknown as ErrorReply).error.message).toContain('01.03.2027');
    const wrongEn = await history('?from=2027-03-02&to=2027-03-01', fleetEn);
    expect((wrongEn.body as unknown as ErrorReply).error.message).toMatch(/must not be before/);
    expect((await history('?from=2027-02-30')).status).toBe(400);
  });

  it('pages by cursor without repeating or skipping entries of the same instant', async () => {
    const same = new Date('2027-01-15T10:00:00.123456Z');
    for (const d of ['gleich 1', 'gleich 2', 'gleich 3'])
      await s.db.pool.query(
        `insert into vehicle_history (tenant_id, vehicle_id, type, description, created_at)
         select tenant_id, id, 'STATUSAENDERUNG', $2, '2027-01-15T10:00:00.123456Z'::timestamptz from vehicles where id = $1`,
        [vehicle(3), d],
      );
    expect(same.getTime()).toBeGreaterThan(0);
    const all = await history('?limit=200');
    const seen: string[] = [];
    let url = `/api/v1/vehicles/${vehicle(3)}/history?limit=2`;
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${s.base}${url}`, { headers: { cookie: fleetCookie } });
      expect(res.status).toBe(200);
      const page = (await res.json()) as Entry[];
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((e) => e.id));
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      expect(decodeURIComponent(res.headers.get('link') ?? '')).toContain(`cursor=${next}`);
      url = `/api/v1/vehicles/${vehicle(3)}/history?limit=2&cursor=${encodeURIComponent(next)}`;
    }
    expect(all.body.length).toBeGreaterThan(5);
    expect(seen).toEqual(all.body.map((e) => e.id));
    expect((await history('?cursor=nonsense')).status).toBe(400);
    expect((await history('?limit=0')).status).toBe(400);
  });

  it('is for fleet care of the own tenant only', async () => {
    expect((await history('', booker)).status).toBe(403);
    const foreign = await other.get<ErrorReply>(`/api/v1/vehicles/${vehicle(3)}/history`);
    expect(foreign.status).toBe(404);
    expect((await fleet.get('/api/v1/vehicles/00000000-0000-4000-8201-999999999999/history')).status).toBe(
      404,
    );
  });
});
