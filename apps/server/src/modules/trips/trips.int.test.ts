import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { createDb } from '../../platform/database/database';
import { activeUsersHolding } from '../access/access.module';

/** Issue 11 points 1 and 3: check-in, check-out, their readings, files and the fleet notices. */
type Trip = {
  bookingId: string;
  status: string;
  plannedStart: string;
  plannedEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
  checkIn: {
    mileage: number;
    fuelPercent: number | null;
    damages: { description: string; photos: string[] }[];
  } | null;
  checkOut: { mileage: number; cleanlinessOutside: string | null } | null;
  noticesQueued: number;
  lastMileage: number | null;
};
type Refusals = ErrorReply & {
  error: { details: { refusals: { field: string; code: string; message: string }[] } };
};

const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
/** "Warndreieck und Verbandkasten an Bord" (FAHRZEUG_VERLAUF, mandatory) of the demo fleet. */
const NEW_DAMAGES = `00000000-0000-4000-8202-${String(5).padStart(12, '0')}`;
const ATTRS = { [NEW_DAMAGES]: 'nein' };
const HOUR = 3600_000;
const MIN = 60_000;
/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('trips: check-in and check-out', () => {
  let s: TestServer;
  let now = NOW;
  let storageDir = '';
  let bookerCookie = '';
  let booker: ReturnType<typeof client>;
  let bookerEn: ReturnType<typeof client>;
  let approver: ReturnType<typeof client>;
  let fleet: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;

  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-trips-'));
    s = await startTestServer({ STORAGE_DIR: storageDir }, { clock: () => now });
    await clearDemoTrips(s.db.pool);
    await seedOtherTenant(s.db.pool);
    bookerCookie = await signIn(s.base, 'booker@demo.example');
    booker = client(s.base, bookerCookie);
    bookerEn = client(s.base, bookerCookie, 'en');
    approver = client(s.base, await signIn(s.base, 'approver@demo.example'));
    fleet = client(s.base, await signIn(s.base, 'fleet@demo.example'));
    other = client(s.base, await signIn(s.base, OTHER_ADMIN));
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  /** A booking of the demo tenant inserted behind the server's back, with its approver rows. */
  async function insertBooking(
    n: number,
    start: number,
    end: number,
    o: { status?: string; driver?: string | null; booker?: string; approvers?: string[] } = {},
  ) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id, needs_approval)
       select tenant_id, id, $2, $3, $4, $5, $6, $7 from vehicles where id = $1 returning id`,
      [
        vehicle(n),
        o.status ?? 'reserviert',
        new Date(start),
        new Date(end),
        o.booker ?? 'demo-booker',
        o.driver === undefined ? 'demo-booker' : o.driver,
        (o.approvers ?? []).length > 0,
      ],
    );
    const id = rows[0]?.id ?? '';
    for (const userId of o.approvers ?? [])
      await s.db.pool.query(
        `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id)
         select tenant_id, id, $2 from vehicle_bookings where id = $1`,
        [id, userId],
      );
    return id;
  }

  const upload = async (bookingId: string, kind: 'photo' | 'receipt', name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${s.base}/api/v1/vehicle-bookings/${bookingId}/files?kind=${kind}`, {
      method: 'POST',
      headers: { cookie: bookerCookie, origin: s.base },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { fileName: string; url: string } & ErrorReply };
  };

  const count = async (sql: string, params: unknown[] = []) =>
    (await s.db.pool.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0]?.n;

  const mailIds = async () =>
    (await s.db.pool.query<{ id: string }>('select id from mails')).rows.map((r) => r.id);

  it('starts and ends a trip: statuses move, planned and actual times stay apart, an early end frees the car', async () => {
    now = NOW;
    const id = await insertBooking(1, NOW + 10 * MIN, NOW + 3 * HOUR);
    const started = await booker.post<Trip>(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 1000,
      fuelPercent: 80,
      attributes: ATTRS,
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'aktiv',
      plannedStart: at(NOW + 10 * MIN),
      plannedEnd: at(NOW + 3 * HOUR),
      actualStart: at(NOW),
      actualEnd: null,
      noticesQueued: 0,
      lastMileage: 1000,
    });
    expect(started.body.checkIn).toMatchObject({ mileage: 1000, fuelPercent: 80, damages: [] });

    now = NOW + HOUR;
    const ended = await booker.post<Trip>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      mileage: 1100,
      fuelPercent: 60,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'sauber',
      parkingSpot: 'P3',
      attributes: ATTRS,
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      status: 'durchgefuehrt',
      plannedEnd: at(NOW + 3 * HOUR),
      actualStart: at(NOW),
      actualEnd: at(NOW + HOUR),
      noticesQueued: 0,
      lastMileage: 1100,
    });
    const history = await s.db.pool.query(
      `select type, status, mileage, description, created_at from vehicle_history where booking_id = $1 order by created_at`,
      [id],
    );
    expect(history.rows.map((r) => [r.type, r.status, r.mileage, r.description])).toEqual([
      ['CHECK_IN', 'aktiv', 1000, 'Check-in 10 Min. vor dem geplanten Beginn'],
      ['CHECK_OUT', 'durchgefuehrt', 1100, 'Check-out vor dem geplanten Ende, Fahrzeug wieder frei'],
    ]);
    expect(history.rows.map((r) => r.created_at.getTime())).toEqual([NOW, NOW + HOUR]);
    const stored = await s.db.pool.query('select start_at, end_at from vehicle_bookings where id = $1', [id]);
    expect(stored.rows[0].start_at.getTime()).toBe(NOW + 10 * MIN);
    expect(stored.rows[0].end_at.getTime()).toBe(NOW + 3 * HOUR);
    // The rest of the planned period is free at once.
    const next = await booker.post('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(1),
      start: at(NOW + 90 * MIN),
      end: at(NOW + 150 * MIN),
      reasonForTrip: 'Kundentermin',
      destination: 'Potsdam',
    });
    expect(next.status).toBe(201);
    // Ended trips cannot be ended or started again.
    expect((await booker.post(`/api/v1/vehicle-bookings/${id}/check-out`, { mileage: 1200 })).status).toBe(
      409,
    );
    expect((await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, { mileage: 1200 })).status).toBe(
      409,
    );
  });

  it('refuses a check-out below the last mileage, with fuel 101 or an unknown cleanliness: 422 translated, nothing changes', async () => {
    now = NOW;
    const id = await insertBooking(2, NOW + 5 * MIN, NOW + 2 * HOUR);
    expect(
      (await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, { mileage: 5000, attributes: ATTRS }))
        .status,
    ).toBe(200);
    now = NOW + HOUR;
    const good = {
      mileage: 5100,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'sauber',
      attributes: ATTRS,
    };
    const before = {
      history: await count('select 1 from vehicle_history where booking_id = $1', [id]),
      mails: await count('select 1 from mails'),
    };

    const below = await booker.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...good,
      mileage: 4999,
    });
    expect(below.status).toBe(422);
    expect(below.body.error.code).toBe('TRIP_MILEAGE_BELOW_LAST');
    expect(below.body.error.message).toBe(
      'Der Kilometerstand darf nicht unter dem letzten Stand des Fahrzeugs von 5000 km liegen.',
    );
    const belowEn = await bookerEn.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...good,
      mileage: 4999,
    });
    expect(belowEn.body.error.message).toBe(
      "The mileage must not be below the vehicle's last reading of 5000 km.",
    );

    const fuel = await booker.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...good,
      fuelPercent: 101,
    });
    expect(fuel.status).toBe(422);
    expect(fuel.body.error.code).toBe('TRIP_FUEL_PERCENT_INVALID');
    expect(fuel.body.error.message).toBe('Die Tankfüllung muss eine ganze Zahl von 0 bis 100 Prozent sein.');

    const dirt = await bookerEn.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...good,
      cleanlinessOutside: 'glänzend',
    });
    expect(dirt.status).toBe(422);
    expect(dirt.body.error.code).toBe('TRIP_CLEANLINESS_UNKNOWN');
    expect(dirt.body.error.message).toContain('"glänzend" is not a cleanliness level.');
    expect(dirt.body.error.details.refusals[0]?.field).toBe('cleanlinessOutside');

    const all = await booker.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...good,
      mileage: 4999,
      fuelPercent: 101,
      cleanlinessInside: 'glänzend',
    });
    expect(all.status).toBe(422);
    expect(all.body.error.details.refusals.map((r) => [r.field, r.code])).toEqual([
      ['mileage', 'TRIP_MILEAGE_BELOW_LAST'],
      ['fuelPercent', 'TRIP_FUEL_PERCENT_INVALID'],
      ['cleanlinessInside', 'TRIP_CLEANLINESS_UNKNOWN'],
    ]);
    for (const r of all.body.error.details.refusals) expect(r.message).not.toBe(r.code);

    // The mandatory trip attribute is enforced too.
    const noAttr = await booker.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...good,
      attributes: {},
    });
    expect(noAttr.status).toBe(422);
    expect(noAttr.body.error.details.refusals[0]?.field).toBe('attributes');

    const { rows } = await s.db.pool.query('select status from vehicle_bookings where id = $1', [id]);
    expect(rows[0].status).toBe('aktiv');
    expect(await count('select 1 from vehicle_history where booking_id = $1', [id])).toBe(before.history);
    expect(await count('select 1 from mails')).toBe(before.mails);
    // A fleet manager may end it on the driver's behalf.
    expect((await fleet.post(`/api/v1/vehicle-bookings/${id}/check-out`, good)).status).toBe(200);
  });

  it('refuses the check-in of a special trip awaiting approval with the spec message; after approval it works', async () => {
    now = NOW;
    const id = await insertBooking(3, NOW + 10 * MIN, NOW + 2 * HOUR, {
      status: 'vorgemerkt',
      approvers: ['demo-approver'],
    });
    const refused = await booker.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 100,
      attributes: ATTRS,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('CHECK_IN_NOT_APPROVED');
    expect(refused.body.error.message).toBe(
      'Check-in ist nicht möglich, da die Buchung nicht freigegeben wurde.',
    );
    const refusedEn = await bookerEn.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 100,
      attributes: ATTRS,
    });
    expect(refusedEn.body.error.message).toBe(
      'Check-in is not possible because the booking has not been approved.',
    );
    expect(await count('select 1 from vehicle_history where booking_id = $1', [id])).toBe(0);

    expect((await approver.post(`/api/v1/vehicle-bookings/${id}/approve`, {})).status).toBe(200);
    const started = await booker.post<Trip>(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 100,
      attributes: ATTRS,
    });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('aktiv');
  });

  it('refuses a check-in outside its window, another tenant (404) and someone else’s trip (403)', async () => {
    now = NOW;
    const id = await insertBooking(4, NOW + 2 * HOUR, NOW + 4 * HOUR);
    const early = await booker.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 10,
      attributes: ATTRS,
    });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('TRIP_CHECK_IN_TOO_EARLY');
    expect(early.body.error.message).toContain('08:30');

    now = NOW + 2 * HOUR;
    const foreign = await other.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 10,
      attributes: ATTRS,
    });
    expect(foreign.status).toBe(404);
    expect((await other.get(`/api/v1/vehicle-bookings/${id}/trip`)).status).toBe(404);
    const notMine = await approver.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, {
      mileage: 10,
      attributes: ATTRS,
    });
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.code).toBe('TRIP_NOT_PERMITTED');
    expect((await approver.get(`/api/v1/vehicle-bookings/${id}/trip`)).status).toBe(403);
    const unknown = await booker.post(
      `/api/v1/vehicle-bookings/00000000-0000-4000-8000-000000000999/check-in`,
      {
        mileage: 10,
      },
    );
    expect(unknown.status).toBe(404);
    const bad = await booker.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, { mileage: 'viel' });
    expect(bad.status).toBe(400);
    expect(await count('select 1 from vehicle_history where booking_id = $1', [id])).toBe(0);
  });

  it('a guest booking is started by the staff member who booked it, once the guest confirmed', async () => {
    now = NOW;
    const id = await insertBooking(9, NOW + 10 * MIN, NOW + 2 * HOUR, { status: 'vorgemerkt', driver: null });
    await s.db.pool.query(
      `update vehicle_bookings set guest_name = 'Erika Gast', guest_email = 'gast@example.org' where id = $1`,
      [id],
    );
    const body = { mileage: 20, attributes: ATTRS };
    const unconfirmed = await booker.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, body);
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.error.code).toBe('TRIP_GUEST_NOT_CONFIRMED');
    expect((await approver.post(`/api/v1/vehicle-bookings/${id}/check-in`, body)).status).toBe(403);
    await s.db.pool.query(
      `update vehicle_bookings set guest_confirmed = true, status = 'reserviert' where id = $1`,
      [id],
    );
    const started = await booker.post<Trip>(`/api/v1/vehicle-bookings/${id}/check-in`, body);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('aktiv');
  });

  it('two parallel check-ins of one trip: exactly one wins, the others 409, one CHECK_IN entry', async () => {
    now = NOW;
    const id = await insertBooking(5, NOW + 10 * MIN, NOW + 2 * HOUR);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        booker.post<ErrorReply>(`/api/v1/vehicle-bookings/${id}/check-in`, {
          mileage: 50,
          attributes: ATTRS,
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const rest = replies.filter((r) => r.status !== 200);
    expect(rest).toHaveLength(9);
    for (const r of rest) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe('TRIP_ALREADY_STARTED');
    }
    expect(
      await count(`select 1 from vehicle_history where booking_id = $1 and type = 'CHECK_IN'`, [id]),
    ).toBe(1);
  });

  it('a check-out with a damage photo mails each fleet manager once, with the photo link; "stark verschmutzt" outside too', async () => {
    now = NOW;
    const tenant = await s.db.pool.query(`select tenant_id from users where id = 'demo-booker'`);
    const managers = await activeUsersHolding(
      createDb(s.db.pool),
      tenant.rows[0].tenant_id,
      'fahrzeug_pflege',
    );
    expect(managers.map((m) => m.email)).toEqual(
      expect.arrayContaining(['fleet@demo.example', 'admin@demo.example']),
    );

    const id = await insertBooking(6, NOW + 10 * MIN, NOW + 2 * HOUR);
    expect(
      (await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, { mileage: 700, attributes: ATTRS }))
        .status,
    ).toBe(200);

    // Uploads: checked by content; a photo must be an image, a receipt may be a PDF.
    const photo = await upload(id, 'photo', 'kratzer.png', PNG);
    expect(photo.status).toBe(201);
    expect(photo.body.fileName).toMatch(new RegExp(`^trip-${id}-.+\\.png$`));
    expect((await upload(id, 'photo', 'beleg.pdf', PDF)).status).toBe(415);
    expect((await upload(id, 'photo', 'fake.png', Buffer.from('not an image'))).status).toBe(415);
    const receipt = await upload(id, 'receipt', 'tanken.pdf', PDF);
    expect(receipt.status).toBe(201);
    const image = await fetch(`${s.base}${photo.body.url}`, { headers: { cookie: bookerCookie } });
    expect(image.status).toBe(200);
    const otherTrip = await insertBooking(7, NOW + 5 * HOUR, NOW + 6 * HOUR);
    expect((await other.post(`/api/v1/vehicle-bookings/${otherTrip}/files`, {})).status).toBe(404);

    now = NOW + HOUR;
    const base = {
      mileage: 760,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'sauber',
      receipts: [receipt.body.fileName],
      attributes: ATTRS,
    };
    // Files of another trip, or a PDF as a damage photo, are refused.
    const foreignFile = await booker.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...base,
      receipts: [`trip-${otherTrip}-x.pdf`],
    });
    expect(foreignFile.status).toBe(422);
    expect(foreignFile.body.error.code).toBe('TRIP_FILE_UNKNOWN');
    const pdfPhoto = await booker.post<Refusals>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...base,
      damages: [{ description: 'Kratzer', photos: [receipt.body.fileName] }],
    });
    expect(pdfPhoto.status).toBe(422);
    expect(pdfPhoto.body.error.code).toBe('TRIP_PHOTO_NOT_AN_IMAGE');

    const seen = await mailIds();
    const ended = await booker.post<Trip>(`/api/v1/vehicle-bookings/${id}/check-out`, {
      ...base,
      damages: [{ description: 'Kratzer an der Fahrertür', photos: [photo.body.fileName] }],
    });
    expect(ended.status).toBe(200);
    expect(ended.body.noticesQueued).toBe(managers.length);
    const mails = await s.db.pool.query<{ to: string; text: string }>(
      `select "to", text from mails where subject like 'Fahrzeugmeldung%' and not (id::text = any($1))`,
      [seen],
    );
    expect(mails.rows.map((m) => m.to).sort()).toEqual(managers.map((m) => m.email).sort());
    for (const m of mails.rows) {
      expect(m.text).toContain('Kratzer an der Fahrertür');
      expect(m.text).toContain(photo.body.url);
      expect(m.text).toContain('Schaden gemeldet');
    }
    const damages = await s.db.pool.query(
      `select d.description, d.photos from vehicle_history_damages d join vehicle_history h on h.id = d.history_id
        where h.booking_id = $1`,
      [id],
    );
    expect(damages.rows).toEqual([
      { description: 'Kratzer an der Fahrertür', photos: [photo.body.fileName] },
    ]);

    // Dirt outside at the threshold ("stark verschmutzt"): one mail per fleet manager again.
    const dirty = await insertBooking(8, NOW + 70 * MIN, NOW + 3 * HOUR);
    expect(
      (await booker.post(`/api/v1/vehicle-bookings/${dirty}/check-in`, { mileage: 9000, attributes: ATTRS }))
        .status,
    ).toBe(200);
    const seen2 = await mailIds();
    const dirtyEnd = await booker.post<Trip>(`/api/v1/vehicle-bookings/${dirty}/check-out`, {
      mileage: 9050,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'stark verschmutzt',
      attributes: ATTRS,
    });
    expect(dirtyEnd.status).toBe(200);
    const dirtMails = await s.db.pool.query<{ to: string; text: string }>(
      `select "to", text from mails where subject like 'Fahrzeugmeldung%' and not (id::text = any($1))`,
      [seen2],
    );
    expect(dirtMails.rows.map((m) => m.to).sort()).toEqual(managers.map((m) => m.email).sort());
    for (const m of dirtMails.rows) expect(m.text).toContain('außen verschmutzt');
  });
  it('a fleet manager who switched off damage mails gets none for a damage, but one for dirt', async () => {
    now = NOW;
    const off = await fleet.put('/api/v1/settings/me', {
      values: { 'vehicles.mailOnDamageReported': false },
    });
    expect(off.status).toBe(200);
    const damaged = await insertBooking(10, NOW + 10 * MIN, NOW + 2 * HOUR);
    const dirty = await insertBooking(11, NOW + 10 * MIN, NOW + 2 * HOUR);
    for (const id of [damaged, dirty])
      expect(
        (await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, { mileage: 1, attributes: ATTRS }))
          .status,
      ).toBe(200);
    now = NOW + HOUR;
    const clean = {
      mileage: 2,
      cleanlinessInside: 'sauber',
      cleanlinessOutside: 'sauber',
      attributes: ATTRS,
    };
    const seen = await mailIds();
    expect(
      (
        await booker.post(`/api/v1/vehicle-bookings/${damaged}/check-out`, {
          ...clean,
          damages: [{ description: 'Delle' }],
        })
      ).status,
    ).toBe(200);
    const damageMails = await s.db.pool.query<{ to: string }>(
      `select "to" from mails where subject like 'Fahrzeugmeldung%' and not (id::text = any($1))`,
      [seen],
    );
    expect(damageMails.rows.map((m) => m.to)).toContain('admin@demo.example');
    expect(damageMails.rows.map((m) => m.to)).not.toContain('fleet@demo.example');
    const seen2 = await mailIds();
    expect(
      (
        await booker.post(`/api/v1/vehicle-bookings/${dirty}/check-out`, {
          ...clean,
          cleanlinessInside: 'verschmutzt',
        })
      ).status,
    ).toBe(200);
    const dirtMails = await s.db.pool.query<{ to: string; text: string }>(
      `select "to", text from mails where subject like 'Fahrzeugmeldung%' and not (id::text = any($1))`,
      [seen2],
    );
    expect(dirtMails.rows.map((m) => m.to)).toContain('fleet@demo.example');
    for (const m of dirtMails.rows) expect(m.text).toContain('Innenraum verschmutzt');
  });
});
