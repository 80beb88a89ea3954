import { DEMO_BRANCH_LOCATION_ID } from '@buchbar/db/seed/demo-fleet';
import { beforeAll, describe, expect, it } from 'vitest';
import { at, DAY, HOUR, MIN, useFleetServer, vehicle } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_TENANT_ID } from '../../../test/other-tenant';
import { usePeople } from '../../../test/people';

/** Issue 11 point 8: the fleet overview API. */
type Entry = {
  id: string;
  type: string;
  status: string;
  start: string;
  end: string;
  actualStart: string | null;
  actualEnd: string | null;
  shownStart: string;
  shownEnd: string;
  phase: string;
  late: boolean;
  lateMinutes: number;
  driverName: string | null;
  guestName: string | null;
  guest: boolean;
  specialTrip: boolean;
  description: string;
};
type Overview = {
  from: string;
  to: string;
  now: string;
  locations: { id: string; name: string }[];
  vehicles: {
    id: string;
    name: string;
    licencePlate: string;
    location: { id: string; name: string };
    entries: Entry[];
  }[];
};

/** Wednesday 2027-03-03 10:00 UTC (11:00 in Berlin). */
const NOW = Date.parse('2027-03-03T10:00:00Z');
/** The week Monday 2027-03-01 00:00 to Monday 2027-03-08 00:00 in Berlin. */
const WEEK = { from: '2027-02-28T23:00:00Z', to: '2027-03-07T23:00:00Z' };
const url = (q: Record<string, string>) => `/api/v1/vehicle-overview?${new URLSearchParams(q)}`;

describe('GET /api/v1/vehicle-overview', () => {
  const s = useFleetServer(() => NOW);
  const { fleet, fleetEn, booker, other } = usePeople(s, ['fleet', 'booker', 'other']);
  const ids: Record<string, string> = {};

  async function insert(
    n: number,
    start: number,
    end: number,
    o: {
      status?: string;
      type?: string;
      driver?: string | null;
      reason?: string;
      guest?: string;
      special?: boolean;
    } = {},
  ) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, type, status, start_at, end_at, booker_id, driver_id,
                                     reason, destination, guest_name, needs_approval)
       select tenant_id, id, $2, $3, $4, $5, 'demo-booker', $6, $7, 'Hamburg', $8, $9 from vehicles where id = $1
       returning id`,
      [
        vehicle(n),
        o.type ?? 'BUCHUNG',
        o.status ?? 'reserviert',
        new Date(start),
        new Date(end),
        o.driver === undefined ? 'demo-booker' : o.driver,
        o.reason ?? '',
        o.guest ?? null,
        o.special ?? false,
      ],
    );
    return rows[0]?.id ?? '';
  }
  async function history(bookingId: string, type: 'CHECK_IN' | 'CHECK_OUT', when: number) {
    await s.db.pool.query(
      `insert into vehicle_history (tenant_id, vehicle_id, type, status, booking_id, user_id, created_at)
       select tenant_id, vehicle_id, $2, $3, id, 'demo-booker', $4 from vehicle_bookings where id = $1`,
      [bookingId, type, type === 'CHECK_IN' ? 'aktiv' : 'durchgefuehrt', new Date(when)],
    );
  }

  beforeAll(async () => {
    // vehicle 1: a trip tomorrow, a late running trip; vehicle 2: a DEFEKT block, a done trip
    ids.tomorrow = await insert(1, NOW + DAY, NOW + DAY + 2 * HOUR);
    ids.late = await insert(1, NOW - 3 * HOUR, NOW - 90 * MIN, { status: 'aktiv' });
    await history(ids.late, 'CHECK_IN', NOW - 3 * HOUR + 10 * MIN);
    ids.block = await insert(2, NOW + 2 * DAY, NOW + 3 * DAY, {
      type: 'DEFEKT',
      driver: null,
      reason: 'Bremse',
    });
    ids.done = await insert(2, NOW - 6 * HOUR, NOW - 4 * HOUR, { status: 'durchgefuehrt' });
    await history(ids.done, 'CHECK_IN', NOW - 6 * HOUR);
    await history(ids.done, 'CHECK_OUT', NOW - 5 * HOUR);
    ids.guest = await insert(3, NOW + 4 * HOUR, NOW + 6 * HOUR, { guest: 'Gina Gast', driver: null });
    ids.special = await insert(3, NOW + DAY, NOW + DAY + HOUR, { status: 'vorgemerkt', special: true });
    await s.db.pool.query(
      `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id)
       select tenant_id, id, 'demo-approver' from vehicle_bookings where id = $1`,
      [ids.special],
    );
    ids.cancelled = await insert(3, NOW + 2 * DAY, NOW + 2 * DAY + HOUR, { status: 'storniert' });
    ids.nextWeek = await insert(3, NOW + 8 * DAY, NOW + 8 * DAY + HOUR);
    // Ended before the week, but a late trip still running since then shows until now.
    ids.oldLate = await insert(4, NOW - 5 * DAY, NOW - 4 * DAY, { status: 'aktiv' });
    await history(ids.oldLate, 'CHECK_IN', NOW - 5 * DAY);
  });

  const entriesOf = (o: Overview, n: number) => o.vehicles.find((v) => v.id === vehicle(n))?.entries ?? [];

  it('lists every active vehicle of the tenant with its bookings, blocks and actual times', async () => {
    const res = await fleet.get<Overview>(url(WEEK));
    expect(res.status).toBe(200);
    const { rows } = await s.db.pool.query<{ n: number }>(
      `select count(*)::int as n from vehicles where active and tenant_id = (select tenant_id from users where id = 'demo-booker')`,
    );
    expect(res.body.vehicles).toHaveLength(rows[0]?.n ?? -1);
    expect(res.body.now).toBe(at(NOW));
    expect(res.body.locations.map((l) => l.id)).toContain(DEMO_BRANCH_LOCATION_ID);
    const { rows: names } = await s.db.pool.query<{ name: string }>(
      `select name from users where id = 'demo-booker'`,
    );

    expect(entriesOf(res.body, 1).map((e) => e.id)).toEqual([ids.late, ids.tomorrow]);
    const late = entriesOf(res.body, 1)[0];
    expect(late).toMatchObject({
      status: 'aktiv',
      phase: 'overdue',
      late: true,
      lateMinutes: 90,
      actualStart: at(NOW - 3 * HOUR + 10 * MIN),
      actualEnd: null,
      shownStart: at(NOW - 3 * HOUR + 10 * MIN),
      shownEnd: at(NOW),
      end: at(NOW - 90 * MIN),
      driverName: names[0]?.name,
      guest: false,
      description: 'Hamburg',
    });
    expect(entriesOf(res.body, 1)[1]).toMatchObject({ phase: 'upcoming', late: false, actualStart: null });

    expect(entriesOf(res.body, 2)).toEqual([
      expect.objectContaining({
        id: ids.done,
        phase: 'completed',
        actualEnd: at(NOW - 5 * HOUR),
        shownEnd: at(NOW - 5 * HOUR),
      }),
      expect.objectContaining({
        id: ids.block,
        type: 'DEFEKT',
        phase: 'block',
        driverName: null,
        description: 'Bremse',
      }),
    ]);
    // Cancelled and next week's bookings are not shown; the guest and the special trip are.
    expect(entriesOf(res.body, 3)).toEqual([
      expect.objectContaining({ id: ids.guest, guest: true, guestName: 'Gina Gast', driverName: null }),
      expect.objectContaining({
        id: ids.special,
        specialTrip: true,
        phase: 'awaitingApproval',
        status: 'vorgemerkt',
      }),
    ]);
    expect(entriesOf(res.body, 4)).toEqual([
      expect.objectContaining({ id: ids.oldLate, late: true, lateMinutes: 4 * 24 * 60, shownEnd: at(NOW) }),
    ]);
  });

  it('a window before the late trip ended planned still shows it; one after now does not', async () => {
    const later = await fleet.get<Overview>(url({ from: at(NOW + HOUR), to: at(NOW + 2 * HOUR) }));
    expect(entriesOf(later.body, 1)).toEqual([]);
    const day = await fleet.get<Overview>(url({ from: at(NOW - HOUR), to: at(NOW + HOUR) }));
    expect(entriesOf(day.body, 1).map((e) => e.id)).toEqual([ids.late]);
    // The completed trip ended at its check-out: an hour before its planned end it is gone.
    const afterReturn = await fleet.get<Overview>(
      url({ from: at(NOW - 5 * HOUR + MIN), to: at(NOW - 4 * HOUR) }),
    );
    expect(entriesOf(afterReturn.body, 2)).toEqual([]);
  });

  it('filters by location', async () => {
    const res = await fleet.get<Overview>(url({ ...WEEK, locationId: DEMO_BRANCH_LOCATION_ID }));
    expect(res.status).toBe(200);
    expect(res.body.vehicles.length).toBeGreaterThan(0);
    expect(res.body.vehicles.every((v) => v.location.id === DEMO_BRANCH_LOCATION_ID)).toBe(true);
    const all = await fleet.get<Overview>(url(WEEK));
    expect(res.body.vehicles.length).toBeLessThan(all.body.vehicles.length);
    // the filter's choices stay all locations
    expect(res.body.locations).toEqual(all.body.locations);
  });

  it('another tenant location or an unknown one is 404', async () => {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into locations (tenant_id, name) values ($1, 'Fremd') returning id`,
      [OTHER_TENANT_ID],
    );
    const foreign = await fleet.get<ErrorReply>(url({ ...WEEK, locationId: rows[0]?.id ?? '' }));
    expect(foreign.status).toBe(404);
    const unknown = await fleet.get<ErrorReply>(
      url({ ...WEEK, locationId: '00000000-0000-4000-8000-00000000dead' }),
    );
    expect(unknown.status).toBe(404);
  });

  it('an own location without vehicles is an empty overview, not 404', async () => {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into locations (tenant_id, name)
       select tenant_id, 'Leerer Standort' from users where id = 'demo-booker' returning id`,
    );
    const res = await fleet.get<Overview>(url({ ...WEEK, locationId: rows[0]?.id ?? '' }));
    expect(res.status).toBe(200);
    expect(res.body.vehicles).toEqual([]);
  });

  it('another tenant sees none of these vehicles', async () => {
    const res = await other.get<Overview>(url(WEEK));
    expect(res.status).toBe(200);
    expect(res.body.vehicles).toEqual([]);
  });

  it('without fahrzeug_pflege: 403; not signed in: 401', async () => {
    const res = await booker.get<ErrorReply>(url(WEEK));
    expect(res.status).toBe(403);
    expect(res.body.error.details).toMatchObject({ permission: 'fahrzeug_pflege' });
    expect((await client(s.base).get(url(WEEK))).status).toBe(401);
  });

  it.each([
    ['reversed', { from: WEEK.to, to: WEEK.from }],
    ['empty', { from: WEEK.from, to: WEEK.from }],
    ['longer than 31 days', { from: WEEK.from, to: at(Date.parse(WEEK.from) + 31 * DAY + MIN) }],
  ])('a %s window is 422 with a translated message', async (_name, q) => {
    const de = await fleet.get<ErrorReply>(url(q));
    expect(de.status).toBe(422);
    expect(de.body.error.code).toBe('VEHICLE_TIMELINE_WINDOW_INVALID');
    expect(de.body.error.message).toContain('31 Tage');
    const en = await fleetEn.get<ErrorReply>(url(q));
    expect(en.body.error.message).toContain('31 days');
  });

  it.each([
    ['no to', { from: WEEK.from }],
    ['not an instant', { from: 'morgen', to: WEEK.to }],
    ['a bad location id', { ...WEEK, locationId: 'x' }],
  ])('%s is 400', async (_name, q) => {
    const res = await fleet.get<ErrorReply>(url(q as Record<string, string>));
    expect(res.status).toBe(400);
  });
});
