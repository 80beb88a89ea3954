import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Migration 0012 (ADR 0009 gap 1): after a check-in before the planned start the car is in use
 * from the actual start. The booking path, the vehicle list's availability search, the block
 * form and the database's exclusion constraint all count the trip from then.
 */
type Vehicle = { id: string; availability?: { bookable: boolean } };

const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
/** "Warndreieck und Verbandkasten an Bord" (FAHRZEUG_VERLAUF, mandatory) of the demo fleet. */
const ATTRS = { [`00000000-0000-4000-8202-${String(5).padStart(12, '0')}`]: 'nein' };
const HOUR = 3600_000;
const MIN = 60_000;
/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('early check-in holds the car from its actual start', () => {
  let s: TestServer;
  let now = NOW;
  let booker: ReturnType<typeof client>;
  let fleet: ReturnType<typeof client>;

  beforeAll(async () => {
    s = await startTestServer({ JOBS: 'false' }, { clock: () => now });
    await clearDemoTrips(s.db.pool);
    // Check-in opens three hours before the start, so the early part is long enough to book.
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'tenant', tenant_id, 'vehicles.checkInBeforeStartMinutes', '180'::jsonb
         from users where email = 'booker@demo.example'
       on conflict (tenant_id, layer, subject_id, option) do update set value = excluded.value`,
    );
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    fleet = client(s.base, await signIn(s.base, 'fleet@demo.example'));
  }, 60_000);
  afterAll(async () => s?.stop());

  async function insertTrip(n: number, start: number, end: number) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, 'reserviert', $2, $3, 'demo-booker', 'demo-booker' from vehicles where id = $1 returning id`,
      [vehicle(n), new Date(start), new Date(end)],
    );
    return rows[0]?.id ?? '';
  }

  const listed = async (n: number, from: number, to: number) => {
    const reply = await booker.get<{ items: Vehicle[] } | Vehicle[]>(
      `/api/v1/vehicles?from=${encodeURIComponent(at(from))}&to=${encodeURIComponent(at(to))}&limit=200`,
    );
    expect(reply.status).toBe(200);
    const items = Array.isArray(reply.body) ? reply.body : reply.body.items;
    return items.find((v) => v.id === vehicle(n))?.availability?.bookable;
  };

  it('refuses a booking inside [actual start, planned start) and the list shows the car busy', async () => {
    const start = NOW + 3 * HOUR;
    const id = await insertTrip(1, start, start + 2 * HOUR);
    // The early window [now + 30 min, now + 90 min) is free before the check-in.
    const wish = { vehicleId: vehicle(1), start: at(NOW + 30 * MIN), end: at(NOW + 90 * MIN) };
    expect(await listed(1, NOW + 30 * MIN, NOW + 90 * MIN)).toBe(true);

    const started = await booker.post<{ status: string; actualStart: string }>(
      `/api/v1/vehicle-bookings/${id}/check-in`,
      { mileage: 1000, attributes: ATTRS },
    );
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('aktiv');
    const { rows } = await s.db.pool.query<{ occupied_from: Date | null; start_at: Date }>(
      'select occupied_from, start_at from vehicle_bookings where id = $1',
      [id],
    );
    expect(rows[0]?.occupied_from?.getTime()).toBe(NOW);
    expect(rows[0]?.start_at.getTime()).toBe(start); // the planned period is never changed

    const refused = await fleet.post<ErrorReply>('/api/v1/vehicle-bookings', wish);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('VEHICLE_ALREADY_BOOKED');
    // Refused by the booking rules read under the vehicle lock, before the database's constraint.
    expect(refused.body.error.details).not.toHaveProperty('constraint');
    expect(await listed(1, NOW + 30 * MIN, NOW + 90 * MIN)).toBe(false);
    // After the trip's planned end (and its gap) the car is offered again.
    expect(await listed(1, start + 3 * HOUR, start + 4 * HOUR)).toBe(true);
  });

  it('the database refuses a row in the early part whatever path writes it', async () => {
    const start = NOW + 30 * HOUR;
    now = start - 2 * HOUR;
    const id = await insertTrip(2, start, start + HOUR);
    expect(
      (await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, { mileage: 1000, attributes: ATTRS }))
        .status,
    ).toBe(200);
    const insert = s.db.pool.query(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, 'reserviert', $2, $3, 'demo-admin', 'demo-admin' from vehicles where id = $1`,
      [vehicle(2), new Date(start - 90 * MIN), new Date(start - 30 * MIN)],
    );
    await expect(insert).rejects.toMatchObject({ code: '23P01', constraint: 'vehicle_bookings_no_overlap' });
    // occupied_from never lies after the planned start.
    await expect(
      s.db.pool.query(
        "update vehicle_bookings set occupied_from = start_at + interval '1 minute' where id = $1",
        [id],
      ),
    ).rejects.toMatchObject({ code: '23514' });
    // Once checked out, the car is free again in that part.
    expect(
      (
        await booker.post(`/api/v1/vehicle-bookings/${id}/check-out`, {
          mileage: 1010,
          cleanlinessInside: 'sauber',
          cleanlinessOutside: 'sauber',
          attributes: ATTRS,
        })
      ).status,
    ).toBeLessThan(300);
    await s.db.pool.query(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, 'reserviert', $2, $3, 'demo-admin', 'demo-admin' from vehicles where id = $1`,
      [vehicle(2), new Date(start - 90 * MIN), new Date(start - 30 * MIN)],
    );
    now = NOW;
  });

  it('a block over the early part of a running trip is refused as overlapping the trip', async () => {
    const start = NOW + 60 * HOUR;
    now = start - 2 * HOUR;
    const id = await insertTrip(3, start, start + HOUR);
    expect(
      (await booker.post(`/api/v1/vehicle-bookings/${id}/check-in`, { mileage: 1000, attributes: ATTRS }))
        .status,
    ).toBe(200);
    const block = await fleet.post<ErrorReply>(`/api/v1/vehicles/${vehicle(3)}/blocks`, {
      type: 'WARTUNG',
      start: at(start - 90 * MIN),
      end: at(start - 60 * MIN),
      description: 'Ölwechsel',
    });
    expect(block.status).toBe(409);
    expect(block.body.error.code).toBe('VEHICLE_BLOCK_OVERLAPS_TRIP');
    now = NOW;
  });
});
