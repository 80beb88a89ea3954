import { seedDemo } from '@buchbar/db/seed/demo';
import {
  DEMO_TRIP_DAMAGED_ID,
  DEMO_TRIP_DAMAGED_VEHICLE,
  DEMO_TRIP_NOW_ID,
  demoAttributeId,
  demoVehicleId,
} from '@buchbar/db/seed/demo-fleet';
import { localDateOf } from '@buchbar/domain/time/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { createDb } from '../../platform/database/database';

/**
 * Issue 10, point 9: on a fresh start every demo account has something to do on the vehicle
 * side. The seed date is a Thursday before the autumn clock change (2026-10-25), so the two
 * weeks of demo bookings cross it.
 */
type Booking = { id: string; status: string; vehicleId: string; start: string; end: string };

/** Thursday 2026-10-22 16:30 in Berlin. */
const NOW = Date.parse('2026-10-22T14:30:00Z');
const DAY = 24 * 3600_000;

describe('demo fleet bookings', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({}, { clock: () => NOW });
  }, 60_000);
  afterAll(async () => s?.stop());

  const as = async (email: string) => client(s.base, await signIn(s.base, email));

  it('booker@ has own upcoming trips in the next two weeks', async () => {
    const booker = await as('booker@demo.example');
    const mine = await booker.get<Booking[]>('/api/v1/vehicle-bookings?scope=mine');
    const upcoming = mine.body.filter((b) => b.status === 'reserviert');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    for (const b of mine.body) {
      expect(Date.parse(b.start)).toBeGreaterThan(NOW);
      expect(Date.parse(b.end)).toBeLessThan(NOW + 15 * DAY);
    }
  });

  it('fleet@ has trips booked for colleagues and sees maintenance, service and a defect', async () => {
    const fleet = await as('fleet@demo.example');
    const forOthers = await fleet.get<Booking[]>('/api/v1/vehicle-bookings?scope=for-others');
    expect(forOthers.body.length).toBeGreaterThanOrEqual(3);
    const blocks = await s.db.pool.query<{ type: string; n: number }>(
      `select type, count(*)::int as n from vehicle_bookings
        where type <> 'BUCHUNG' and status = 'reserviert' and end_at > $1 group by type order by type`,
      [new Date(NOW)],
    );
    expect(blocks.rows).toEqual([
      { type: 'DEFEKT', n: 1 },
      { type: 'SERVICE', n: 1 },
      // the inspection of vehicle 10 and next week's of the booklet vehicle 13 (issue 11)
      { type: 'WARTUNG', n: 2 },
    ]);
    // the vehicle with the defect is not bookable now
    const list = await fleet.get<{ id: string; availability?: { bookable: boolean } }[]>(
      `/api/v1/vehicles?from=${new Date(NOW + DAY).toISOString()}&to=${new Date(NOW + DAY + 3600_000).toISOString()}`,
    );
    const defect = await s.db.pool.query<{ vehicle_id: string }>(
      `select vehicle_id from vehicle_bookings where type = 'DEFEKT'`,
    );
    expect(list.body.find((v) => v.id === defect.rows[0]?.vehicle_id)?.availability?.bookable).toBe(false);
  });

  it("fleet@ finds a vehicle's service booklet with entries and a maintenance block next week", async () => {
    const fleet = await as('fleet@demo.example');
    const vehicle13 = '00000000-0000-4000-8201-000000000013';
    const booklet = await fleet.get<{ type: string; start: string; end: string; source: string }[]>(
      `/api/v1/vehicles/${vehicle13}/service-booklet`,
    );
    expect(booklet.status).toBe(200);
    expect(
      booklet.body
        .filter((e) => e.source === 'manual')
        .map((e) => e.type)
        .sort(),
    ).toEqual(['DEFEKT', 'SERVICE', 'WARTUNG']);
    for (const e of booklet.body.filter((x) => x.source === 'manual'))
      expect(Date.parse(e.end)).toBeLessThan(NOW);
    // Thursday 2026-10-22 → Tuesday 2026-10-27 08:00–16:00 in Berlin (CET after the clock change).
    const block = booklet.body.find((e) => e.source === 'block');
    expect(block).toMatchObject({
      type: 'WARTUNG',
      start: '2026-10-27T07:00:00.000Z',
      end: '2026-10-27T15:00:00.000Z',
    });
    const list = await fleet.get<{ id: string; availability?: { bookable: boolean } }[]>(
      '/api/v1/vehicles?from=2026-10-27T09:00:00.000Z&to=2026-10-27T10:00:00.000Z',
    );
    expect(list.body.find((v) => v.id === vehicle13)?.availability?.bookable).toBe(false);
  });

  it('approver@ has three special trips to decide, none past its deadline', async () => {
    const approver = await as('approver@demo.example');
    const pending = await approver.get<Booking[]>('/api/v1/vehicle-bookings?scope=approvals');
    expect(pending.body).toHaveLength(3);
    for (const b of pending.body) expect(Date.parse(b.start)).toBeGreaterThan(NOW);
    // deciding one works as for any special trip
    const approved = await approver.post<Booking>(
      `/api/v1/vehicle-bookings/${pending.body[0]?.id}/approve`,
      {},
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('reserviert');
  });

  it('every demo booking is valid: no two blocking bookings of a vehicle closer than the 15-minute gap, inside the window', async () => {
    const close = await s.db.pool.query(
      `select a.id, b.id from vehicle_bookings a join vehicle_bookings b
          on a.vehicle_id = b.vehicle_id and a.id < b.id
       where a.status in ('vorgemerkt', 'reserviert', 'aktiv') and b.status in ('vorgemerkt', 'reserviert', 'aktiv')
         and tstzrange(a.start_at - interval '15 minutes', a.end_at + interval '15 minutes') && tstzrange(b.start_at, b.end_at)`,
    );
    expect(close.rows).toEqual([]);
    // trips (not blocks) on working days between 08:00 and 18:00 Berlin time, in each vehicle's validity
    const trips = await s.db.pool.query<{ dow: number; h0: number; h1: number; valid: boolean }>(
      `select extract(isodow from start_at at time zone 'Europe/Berlin')::int as dow,
              extract(hour from start_at at time zone 'Europe/Berlin')::int as h0,
              extract(hour from end_at at time zone 'Europe/Berlin')::int as h1,
              (v.valid_from <= (b.start_at at time zone 'Europe/Berlin')::date
                and (v.valid_to is null or v.valid_to >= (b.end_at at time zone 'Europe/Berlin')::date)) as valid
         from vehicle_bookings b join vehicles v on v.id = b.vehicle_id where b.type = 'BUCHUNG'`,
    );
    expect(trips.rows.length).toBeGreaterThanOrEqual(10);
    for (const t of trips.rows) {
      expect(t.dow).toBeLessThanOrEqual(5);
      expect(t.h0).toBeGreaterThanOrEqual(8);
      expect(t.h1).toBeLessThanOrEqual(18);
      expect(t.valid).toBe(true);
    }
    // the trips after the clock change keep their wall-clock times (08:00..18:00 above) and the
    // two weeks reach past 2026-10-25
    const after = await s.db.pool.query(
      `select 1 from vehicle_bookings where start_at > '2026-10-25T02:00:00Z'`,
    );
    expect(after.rowCount).toBeGreaterThan(0);
  });

  it('guest booking is on with at least two guest cars, and fleet@ has a guest booking (issue 11)', async () => {
    const fleet = await as('fleet@demo.example');
    const cars = await s.db.pool.query('select 1 from vehicles where guest_bookable and active');
    expect(cars.rowCount).toBeGreaterThanOrEqual(2);
    const setting = await s.db.pool.query(
      `select 1 from setting_values where option = 'vehicles.guestBooking' and value = 'true'::jsonb`,
    );
    expect(setting.rowCount).toBe(1);
    const guests = await fleet.get<(Booking & { guest: { name: string } })[]>('/api/v1/guest-bookings');
    expect(guests.body.map((b) => [b.status, b.guest.name])).toEqual([['reserviert', 'Erika Gast']]);
  });

  it('issue 11: fleet@ finds the Corolla with the damage reported at its last check-out', async () => {
    const fleet = await as('fleet@demo.example');
    const vehicleId = demoVehicleId(DEMO_TRIP_DAMAGED_VEHICLE);
    const history = await fleet.get<{ type: string; bookingId: string | null; mileage: number | null }[]>(
      `/api/v1/vehicles/${vehicleId}/history`,
    );
    expect(history.status).toBe(200);
    expect(
      history.body
        .filter((e) => e.bookingId === DEMO_TRIP_DAMAGED_ID)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['CHECK_IN', 'CHECK_OUT']);
    const trip = await fleet.get<{
      status: string;
      actualEnd: string | null;
      checkOut: { mileage: number; damages: { description: string }[] } | null;
    }>(`/api/v1/vehicle-bookings/${DEMO_TRIP_DAMAGED_ID}/trip`);
    expect(trip.status).toBe(200);
    expect(trip.body.status).toBe('durchgefuehrt');
    expect(Date.parse(trip.body.actualEnd ?? '')).toBeLessThan(NOW);
    expect(trip.body.checkOut?.damages).toEqual([
      { description: expect.stringContaining('Bremsen'), photos: [] },
    ]);
    // the defect block of the same car follows from it
    const block = await s.db.pool.query(
      `select 1 from vehicle_bookings where type = 'DEFEKT' and vehicle_id = $1`,
      [vehicleId],
    );
    expect(block.rowCount).toBe(1);
  });

  it('issue 11: booker@ can start the demo trip at once (check-in window open at the seed instant)', async () => {
    const booker = await as('booker@demo.example');
    const mine = await booker.get<Booking[]>('/api/v1/vehicle-bookings?scope=mine');
    const trip = mine.body.find((b) => b.id === DEMO_TRIP_NOW_ID);
    expect(trip?.status).toBe('reserviert');
    // the first start of the demo: no other booking of booker@ starts earlier
    expect(Math.min(...mine.body.map((b) => Date.parse(b.start)))).toBe(Date.parse(trip?.start ?? ''));
    expect(Date.parse(trip?.start ?? '') - NOW).toBeLessThanOrEqual(30 * 60_000);
    const started = await booker.post<{ status: string }>(
      `/api/v1/vehicle-bookings/${DEMO_TRIP_NOW_ID}/check-in`,
      {
        mileage: 5200,
        chargePercent: 90,
        attributes: { [demoAttributeId(5)]: 'nein' },
      },
    );
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('aktiv');
  });

  it('issue 22 point 7: the trip form asks for a damage once (its own section), no demo trip attribute asks again', async () => {
    const { rows } = await s.db.pool.query<{ label: string; mandatory: boolean }>(
      `select a.label,
              exists (select 1 from object_attribute_conditions c
                       where c.attribute_id = a.id and c.type = 'MANDATORY') as mandatory
         from object_attributes a where a.object = 'FAHRZEUG_VERLAUF' order by a.position, a.label`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { label } of rows) expect(label).not.toMatch(/sch(ä|ae)d/i);
    // What the trip attributes still ask: the safety kit (required), what is missing (optional).
    expect(rows).toEqual([
      { label: 'Warndreieck und Verbandkasten an Bord', mandatory: true },
      { label: 'Was fehlt?', mandatory: false },
    ]);
  });

  it('seeding again changes nothing (idempotent)', async () => {
    const count = async () =>
      (await s.db.pool.query<{ n: number }>('select count(*)::int as n from vehicle_bookings')).rows[0]?.n;
    const before = await count();
    const seeded = await seedDemo(createDb(s.db.pool), async () => 'x', localDateOf(NOW));
    expect(seeded).toBe(false);
    expect(await count()).toBe(before);
  });
});
