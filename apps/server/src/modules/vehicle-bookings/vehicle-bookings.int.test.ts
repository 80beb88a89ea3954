import { beforeAll, describe, expect, it } from 'vitest';
import { at, grantOtherAdmin, HOUR, MIN, useFleetServer, vehicle } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { usePeople } from '../../../test/people';
import { signIn, startSecondServer } from '../../../test/test-server';

/** Issue 10, points 6-7: booking a vehicle, special trips and their approval, cancelling. */
type Booking = {
  id: string;
  status: string;
  vehicleId: string;
  needsApproval: boolean;
  driver: { id: string };
};

/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
/** Tuesday 2027-03-02 00:00 UTC. */
const TUESDAY = NOW + 18 * HOUR;

describe('vehicle booking API', () => {
  const s = useFleetServer(() => NOW, { policies: true });
  beforeAll(async () => {
    // examiner@ without the group "Alle Mitarbeitenden": no fahrzeug_buchen.
    await s.db.pool.query(`delete from user_groups where user_id = 'demo-examiner'`);
    // The other tenant's admin may book and approve vehicles, so only tenant isolation refuses.
    await grantOtherAdmin(s.db.pool, ['fahrzeug_buchen', 'fahrzeug_freigabe_von_sonderfahrten']);
  });
  const people = usePeople(s, ['booker', 'approver', 'fleet', 'other', 'examiner']);
  const { booker, bookerEn, approver, fleet, other, examiner } = people;

  const trip = (n: number, start: number, end: number, extra: Record<string, unknown> = {}) => ({
    vehicleId: vehicle(n),
    start: at(start),
    end: at(end),
    reasonForTrip: 'Kundentermin',
    destination: 'Potsdam',
    ...extra,
  });

  it('200 concurrent overlapping bookings of one vehicle: exactly one 201, the rest 409, no 5xx', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        booker.post(
          '/api/v1/vehicle-bookings',
          trip(1, TUESDAY + 9 * HOUR + (i % 8) * 15 * MIN, TUESDAY + 12 * HOUR + (i % 5) * 15 * MIN),
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((c) => c === 201)).toHaveLength(1);
    expect(statuses.filter((c) => c === 409)).toHaveLength(199);
    for (const r of replies.filter((x) => x.status === 409))
      expect((r.body as ErrorReply).error.code).toBe('VEHICLE_ALREADY_BOOKED');
    const { rows } = await s.db.pool.query(
      `select count(*)::int as n from vehicle_bookings where vehicle_id = $1 and status <> 'storniert' and start_at >= $2`,
      [vehicle(1), new Date(TUESDAY)],
    );
    expect(rows[0].n).toBe(1);
  }, 120_000);

  it('the same through a second app instance on the same database: one 201, the rest 409', async () => {
    const second = await startSecondServer(s, {}, { clock: () => NOW });
    try {
      const base2 = second.base;
      const booker2 = client(base2, await signIn(base2, 'booker@demo.example'));
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (i % 2 === 0 ? booker : booker2).post(
            '/api/v1/vehicle-bookings',
            trip(6, TUESDAY + 9 * HOUR + (i % 4) * 15 * MIN, TUESDAY + 11 * HOUR + (i % 3) * 15 * MIN),
          ),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((c) => c === 201)).toHaveLength(1);
      expect(statuses.filter((c) => c === 409)).toHaveLength(99);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('keeps the 15-minute gap: 5 minutes before is refused, exactly 15 minutes before is accepted', async () => {
    const first = await booker.post(
      '/api/v1/vehicle-bookings',
      trip(2, TUESDAY + 10 * HOUR, TUESDAY + 12 * HOUR),
    );
    expect(first.status).toBe(201);
    const tooClose = await booker.post(
      '/api/v1/vehicle-bookings',
      trip(2, TUESDAY + 8 * HOUR, TUESDAY + 10 * HOUR - 5 * MIN),
    );
    expect(tooClose.status).toBe(409);
    expect((tooClose.body as ErrorReply).error.code).toBe('VEHICLE_ALREADY_BOOKED');
    const justFits = await booker.post(
      '/api/v1/vehicle-bookings',
      trip(2, TUESDAY + 8 * HOUR, TUESDAY + 10 * HOUR - 15 * MIN),
    );
    expect(justFits.status).toBe(201);
    expect((justFits.body as Booking).status).toBe('reserviert');
  });

  it('refuses a trip outside the window of a vehicle that allows no booking outside (422, spec message)', async () => {
    const body = trip(8, TUESDAY + 19 * HOUR, TUESDAY + 20 * HOUR);
    const de = await booker.post<ErrorReply>('/api/v1/vehicle-bookings', body);
    expect(de.status).toBe(422);
    expect(de.body.error.code).toBe('OUTSIDE_BOOKING_WINDOW');
    expect(de.body.error.message).toBe(
      'Der Zeitraum liegt außerhalb des individuellen Buchungszeitraums des Fahrzeugs, und Buchungen außerhalb sind nicht möglich.',
    );
    const en = await bookerEn.post<ErrorReply>('/api/v1/vehicle-bookings', body);
    expect(en.body.error.message).toBe(
      "The period lies outside the vehicle's individual booking period, and booking outside it is not enabled.",
    );
    const inside = await booker.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(8, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR),
    );
    expect(inside.status).toBe(201);
  });

  it('holds a trip in a vehicle of another department for approval; approval releases it', async () => {
    const created = await booker.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(7, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'vorgemerkt', needsApproval: true });
    const pending = await approver.get<Booking[]>('/api/v1/vehicle-bookings?scope=approvals');
    expect(pending.body.map((b) => b.id)).toContain(created.body.id);
    const mine = await booker.get<Booking[]>('/api/v1/vehicle-bookings?scope=mine');
    expect(mine.body.map((b) => b.id)).toContain(created.body.id);
    const mails = await s.db.pool.query(
      `select 1 from mails where "to" = 'approver@demo.example' and subject like 'Sonderfahrt zur Freigabe%'`,
    );
    expect(mails.rowCount).toBeGreaterThan(0);
    const stored = await s.db.pool.query<{ user_id: string }>(
      'select user_id from vehicle_booking_approvers where booking_id = $1 and not approved',
      [created.body.id],
    );
    const approverIds = stored.rows.map((r) => r.user_id);
    expect(approverIds).toContain('demo-approver');
    expect(approverIds).not.toContain('demo-booker');

    expect((await booker.post(`/api/v1/vehicle-bookings/${created.body.id}/approve`, {})).status).toBe(403);
    const approved = await approver.post<Booking>(`/api/v1/vehicle-bookings/${created.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('reserviert');
    const decided = await s.db.pool.query(
      `select 1 from mails where "to" = 'booker@demo.example' and subject like 'Sonderfahrt freigegeben%'`,
    );
    expect(decided.rowCount).toBe(1);
    const again = await approver.get<Booking[]>('/api/v1/vehicle-bookings?scope=approvals');
    expect(again.body.map((b) => b.id)).not.toContain(created.body.id);
    expect((await approver.post(`/api/v1/vehicle-bookings/${created.body.id}/reject`, {})).status).toBe(409);
  });

  it('a rejection cancels the special trip and frees the vehicle', async () => {
    const body = trip(7, TUESDAY + 13 * HOUR, TUESDAY + 15 * HOUR);
    const created = await booker.post<Booking>('/api/v1/vehicle-bookings', body);
    expect(created.body.status).toBe('vorgemerkt');
    const rejected = await approver.post<Booking>(`/api/v1/vehicle-bookings/${created.body.id}/reject`, {});
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('storniert');
    expect((await booker.post('/api/v1/vehicle-bookings', body)).status).toBe(201);
  });

  it('cancels an own trip; someone else without buchung_pflege gets 403', async () => {
    const created = await booker.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(3, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR),
    );
    expect((await approver.post(`/api/v1/vehicle-bookings/${created.body.id}/cancel`, {})).status).toBe(403);
    const cancelled = await booker.post<Booking>(`/api/v1/vehicle-bookings/${created.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('storniert');
    expect((await booker.post(`/api/v1/vehicle-bookings/${created.body.id}/cancel`, {})).status).toBe(409);
  });

  it('books for a colleague only with fahrzeug_fremdbuchung', async () => {
    const forOther = trip(4, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR, { driverId: 'demo-approver' });
    const refused = await booker.post<ErrorReply>('/api/v1/vehicle-bookings', forOther);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('DRIVER_NOT_ALLOWED');
    const byFleet = await fleet.post<Booking>('/api/v1/vehicle-bookings', {
      ...forOther,
      driverId: 'demo-booker',
    });
    expect(byFleet.status).toBe(201);
    expect(byFleet.body.driver.id).toBe('demo-booker');
    const listed = await fleet.get<Booking[]>('/api/v1/vehicle-bookings?scope=for-others');
    expect(listed.body.map((b) => b.id)).toContain(byFleet.body.id);
  });

  it('sees a driver deactivated with SQL behind its back (the cached user row is dropped)', async () => {
    // fleet@ books for booker@ (the server now holds booker@'s row), then booker@ is deactivated
    // by an operator with psql: the users trigger announces it and the next booking is refused.
    const first = await fleet.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(5, TUESDAY + 8 * HOUR, TUESDAY + 9 * HOUR, { driverId: 'demo-booker' }),
    );
    expect(first.status).toBe(201);
    await s.db.pool.query(`update users set status = 'inaktiv' where id = 'demo-booker'`);
    try {
      await s.settled();
      const refused = await fleet.post<ErrorReply>(
        '/api/v1/vehicle-bookings',
        trip(5, TUESDAY + 12 * HOUR, TUESDAY + 13 * HOUR, { driverId: 'demo-booker' }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('DRIVER_NOT_ALLOWED');
    } finally {
      await s.db.pool.query(`update users set status = 'aktiv' where id = 'demo-booker'`);
      await s.settled();
    }
    await fleet.post(`/api/v1/vehicle-bookings/${first.body.id}/cancel`, {});
  });

  it("another tenant's ids are 404; a missing permission is 403", async () => {
    const created = await booker.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(5, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR),
    );
    expect(
      (await other.post('/api/v1/vehicle-bookings', trip(5, TUESDAY + 14 * HOUR, TUESDAY + 15 * HOUR)))
        .status,
    ).toBe(404);
    expect((await other.post(`/api/v1/vehicle-bookings/${created.body.id}/cancel`, {})).status).toBe(404);
    expect((await other.post(`/api/v1/vehicle-bookings/${created.body.id}/approve`, {})).status).toBe(404);
    expect(
      (await examiner.post('/api/v1/vehicle-bookings', trip(5, TUESDAY + 14 * HOUR, TUESDAY + 15 * HOUR)))
        .status,
    ).toBe(403);
  });

  type Listed = {
    id: string;
    availability?: {
      bookable: boolean;
      reasons: { code: string; message: string }[];
      needsApproval: boolean;
      approvalReasons: string[];
    };
  };
  const listed = async (start: number, end: number) => {
    const res = await booker.get<Listed[]>(`/api/v1/vehicles?from=${at(start)}&to=${at(end)}`);
    expect(res.status).toBe(200);
    return new Map(res.body.map((v) => [v.id, v.availability]));
  };

  it('the vehicle list says per vehicle whether it is bookable, why not, and whether it needs approval', async () => {
    const wednesday = TUESDAY + 24 * HOUR;
    const free = await listed(wednesday + 9 * HOUR, wednesday + 10 * HOUR);
    expect(free.get(vehicle(3))).toEqual({
      bookable: true,
      reasons: [],
      needsApproval: false,
      approvalReasons: [],
    });
    expect(free.get(vehicle(7))).toMatchObject({
      bookable: true,
      needsApproval: true,
      approvalReasons: ['DEPARTMENT'],
    });
    const busy = await listed(TUESDAY + 10 * HOUR, TUESDAY + 11 * HOUR);
    expect(busy.get(vehicle(1))).toMatchObject({
      bookable: false,
      reasons: [
        {
          code: 'VEHICLE_ALREADY_BOOKED',
          message: 'Das Fahrzeug ist im gewählten Zeitraum bereits gebucht.',
        },
      ],
    });
    const evening = await listed(TUESDAY + 19 * HOUR, TUESDAY + 20 * HOUR);
    expect(evening.get(vehicle(8))?.reasons[0]?.code).toBe('OUTSIDE_BOOKING_WINDOW');
    const plain = await booker.get<Listed[]>('/api/v1/vehicles');
    expect(plain.body[0]?.availability).toBeUndefined();
    expect((await booker.get(`/api/v1/vehicles?from=${at(TUESDAY)}`)).status).toBe(400);
  });

  it('proposes start times clear of bookings and their gap', async () => {
    const res = await booker.get<{ start: string; latestEnd: string }[]>(
      `/api/v1/vehicles/${vehicle(2)}/start-times?date=2027-03-02`,
    );
    expect(res.status).toBe(200);
    const starts = res.body.map((t) => t.start);
    expect(starts).not.toContain(at(TUESDAY + 9 * HOUR));
    expect(starts).not.toContain(at(TUESDAY + 12 * HOUR));
    expect(starts).toContain(at(TUESDAY + 12 * HOUR + 15 * MIN));
    expect((await other.get(`/api/v1/vehicles/${vehicle(2)}/start-times?date=2027-03-02`)).status).toBe(404);
  });

  /** A booking of the demo tenant inserted behind the server's back, with its approver rows. */
  async function insertBooking(
    n: number,
    status: string,
    start: number,
    end: number,
    approvers: string[] = [],
  ) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id, needs_approval)
       select tenant_id, id, $2, $3, $4, 'demo-booker', 'demo-booker', $5 from vehicles where id = $1 returning id`,
      [vehicle(n), status, new Date(start), new Date(end), approvers.length > 0],
    );
    const id = rows[0]?.id ?? '';
    for (const userId of approvers)
      await s.db.pool.query(
        `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id)
         select tenant_id, id, $2 from vehicle_bookings where id = $1`,
        [id, userId],
      );
    return id;
  }

  it('an active booking past its end blocks the vehicle until now plus the gap', async () => {
    await insertBooking(10, 'aktiv', NOW - 3 * HOUR, NOW - 30 * MIN);
    const blocked = await booker.post<ErrorReply>(
      '/api/v1/vehicle-bookings',
      trip(10, NOW + 10 * MIN, NOW + HOUR),
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe('VEHICLE_ALREADY_BOOKED');
    expect((await booker.post('/api/v1/vehicle-bookings', trip(10, NOW + 30 * MIN, NOW + HOUR))).status).toBe(
      201,
    );
  });

  it('refuses a decision after the deadline and by someone who is not among the approvers', async () => {
    const late = await insertBooking(11, 'vorgemerkt', NOW - 2 * HOUR, NOW + HOUR, ['demo-approver']);
    const tooLate = await approver.post<ErrorReply>(`/api/v1/vehicle-bookings/${late}/approve`, {});
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.code).toBe('APPROVAL_DEADLINE_PASSED');
    const notMine = await insertBooking(11, 'vorgemerkt', TUESDAY + 9 * HOUR, TUESDAY + 10 * HOUR, [
      'demo-admin',
    ]);
    const refused = await approver.post<ErrorReply>(`/api/v1/vehicle-bookings/${notMine}/reject`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SPECIAL_APPROVAL_USER_NOT_FOUND');
    const listed = await approver.get<Booking[]>('/api/v1/vehicle-bookings?scope=approvals');
    expect(listed.body.map((b) => b.id)).not.toContain(late);
    expect(listed.body.map((b) => b.id)).not.toContain(notMine);
  });
});
