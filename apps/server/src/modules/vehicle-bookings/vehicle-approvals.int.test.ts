import { beforeAll, describe, expect, it } from 'vitest';
import { at, grantOtherAdmin, HOUR, MIN, useFleetServer, vehicle } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { usePeople } from '../../../test/people';
import { signIn } from '../../../test/test-server';

/**
 * Issue 10 point 7: the approvers' menu count (GET /vehicle-bookings/approvals/count) and the
 * approvals list's special-trip reasons and deadline.
 */
type Item = {
  id: string;
  status: string;
  specialTripReasons?: string[];
  approvalDeadline?: string;
};

/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
/** Tuesday 2027-03-02 00:00 UTC. */
const TUESDAY = NOW + 18 * HOUR;
const COUNT = '/api/v1/vehicle-bookings/approvals/count';

describe('special-trip approval count', () => {
  const s = useFleetServer(() => NOW, { policies: true });
  // The other tenant's admin may approve special trips: only tenant isolation keeps the count at 0.
  beforeAll(() => grantOtherAdmin(s.db.pool, ['fahrzeug_buchen', 'fahrzeug_freigabe_von_sonderfahrten']));
  const { booker, approver, admin, other } = usePeople(s, ['booker', 'approver', 'admin', 'other']);

  const count = async (c: ReturnType<typeof client>) => {
    const reply = await c.get<{ count: number }>(COUNT);
    expect(reply.status).toBe(200);
    return reply.body.count;
  };

  it('counts the held special trips of the approver, the same set the approvals list shows', async () => {
    expect(await count(approver)).toBe(0);
    const created = await booker.post<Item>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(7),
      start: at(TUESDAY + 9 * HOUR),
      end: at(TUESDAY + 11 * HOUR),
      reasonForTrip: 'Kundentermin',
      destination: 'Potsdam',
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('vorgemerkt');
    expect(await count(approver)).toBe(1);
    // admin@ holds every permission, so it is stored as an approver too.
    expect(await count(admin)).toBe(1);

    const list = await approver.get<Item[]>('/api/v1/vehicle-bookings?scope=approvals');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: created.body.id,
      specialTripReasons: ['DEPARTMENT'],
      // vehicles.approvalAfterStart defaults to on: one hour of grace after the start.
      approvalDeadline: at(TUESDAY + 10 * HOUR),
    });
    // Other scopes stay plain bookings.
    const mine = await booker.get<Item[]>('/api/v1/vehicle-bookings?scope=mine');
    expect(mine.body.find((b) => b.id === created.body.id)?.specialTripReasons).toBeUndefined();

    expect((await approver.post(`/api/v1/vehicle-bookings/${created.body.id}/approve`, {})).status).toBe(200);
    expect(await count(approver)).toBe(0);
    expect(await count(admin)).toBe(0);
  });

  it('is refused without the approval permission and isolated per tenant', async () => {
    const refused = await booker.get<ErrorReply>(COUNT);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBeTruthy();
    expect((await client(s.base, '').get<ErrorReply>(COUNT)).status).toBe(401);
    await booker.post('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(7),
      start: at(TUESDAY + 13 * HOUR),
      end: at(TUESDAY + 14 * HOUR),
    });
    expect(await count(approver)).toBe(1);
    expect(await count(other)).toBe(0);
  });

  it('leaves out trips past the decision deadline, approved ones and those of other approvers', async () => {
    const before = await count(approver);
    const insert = async (n: number, start: number, approvers: { id: string; approved: boolean }[]) => {
      const { rows } = await s.db.pool.query<{ id: string }>(
        `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id, needs_approval)
         select tenant_id, id, 'vorgemerkt', $2, $3, 'demo-booker', 'demo-booker', true from vehicles where id = $1 returning id`,
        [vehicle(n), new Date(start), new Date(start + HOUR)],
      );
      for (const a of approvers)
        await s.db.pool.query(
          `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id, approved)
           select tenant_id, id, $2, $3 from vehicle_bookings where id = $1`,
          [rows[0]?.id, a.id, a.approved],
        );
    };
    await insert(12, NOW - 90 * MIN, [{ id: 'demo-approver', approved: false }]); // grace hour over
    await insert(12, NOW + 2 * HOUR, [{ id: 'demo-admin', approved: false }]); // someone else's
    await insert(12, NOW + 4 * HOUR, [
      { id: 'demo-approver', approved: false },
      { id: 'demo-admin', approved: true },
    ]); // approved by another approver
    expect(await count(approver)).toBe(before);
    await insert(12, NOW + 6 * HOUR, [{ id: 'demo-approver', approved: false }]);
    await insert(11, NOW - 50 * MIN, [{ id: 'demo-approver', approved: false }]); // started, within grace
    expect(await count(approver)).toBe(before + 2);
    const list = await approver.get<Item[]>('/api/v1/vehicle-bookings?scope=approvals');
    expect(list.body).toHaveLength(before + 2);
    // With the grace off, the trip that has started is no longer pending.
    const off = await admin.put('/api/v1/settings/tenant', {
      values: { 'vehicles.approvalAfterStart': false },
    });
    expect(off.status).toBe(200);
    expect(await count(approver)).toBe(before + 1);
    const fewer = await approver.get<Item[]>('/api/v1/vehicle-bookings?scope=approvals');
    expect(fewer.body).toHaveLength(before + 1);
  });

  it('never lets the booker or the driver decide: 403 OWN_APPROVAL, not in their list or count (ADR 0018)', async () => {
    const WEDNESDAY = TUESDAY + 24 * HOUR;
    const listed = async (c: ReturnType<typeof client>) =>
      (await c.get<Item[]>('/api/v1/vehicle-bookings?scope=approvals')).body.map((b) => b.id);
    const before = { approver: await count(approver), admin: await count(admin) };

    // approver@ books the BMW of "Fuhrpark": a special trip; admin@ approves it, never approver@.
    const own = await approver.post<Item>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(7),
      start: at(WEDNESDAY + 9 * HOUR),
      end: at(WEDNESDAY + 10 * HOUR),
    });
    expect(own.status).toBe(201);
    expect(own.body.status).toBe('vorgemerkt');
    expect(await count(approver)).toBe(before.approver);
    expect(await listed(approver)).not.toContain(own.body.id);
    expect(await count(admin)).toBe(before.admin + 1);
    expect(await listed(admin)).toContain(own.body.id);
    for (const decision of ['approve', 'reject']) {
      const refused = await approver.post<ErrorReply>(
        `/api/v1/vehicle-bookings/${own.body.id}/${decision}`,
        {},
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('OWN_APPROVAL');
      expect(refused.body.error.message).toMatch(/eigene Fahrt/);
    }
    const approverEn = client(s.base, await signIn(s.base, 'approver@demo.example'), 'en');
    const english = await approverEn.post<ErrorReply>(`/api/v1/vehicle-bookings/${own.body.id}/approve`, {});
    expect(english.body.error.message).toMatch(/trip you booked or drive/);
    const still = await s.db.pool.query('select status from vehicle_bookings where id = $1', [own.body.id]);
    expect(still.rows[0]?.status).toBe('vorgemerkt');

    // admin@ books it for approver@ as the driver: neither decides; the remaining admin (fleet@) does.
    const forDriver = await admin.post<Item>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(7),
      start: at(WEDNESDAY + 11 * HOUR),
      end: at(WEDNESDAY + 12 * HOUR),
      driverId: 'demo-approver',
    });
    expect(forDriver.status).toBe(201);
    expect(forDriver.body.status).toBe('vorgemerkt');
    for (const c of [approver, admin])
      for (const decision of ['approve', 'reject']) {
        const refused = await c.post<ErrorReply>(
          `/api/v1/vehicle-bookings/${forDriver.body.id}/${decision}`,
          {},
        );
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('OWN_APPROVAL');
      }
    expect(await listed(approver)).not.toContain(forDriver.body.id);
    expect(await listed(admin)).not.toContain(forDriver.body.id);
    expect(await count(admin)).toBe(before.admin + 1);
    const approvers = await s.db.pool.query<{ user_id: string }>(
      'select user_id from vehicle_booking_approvers where booking_id = $1 order by user_id',
      [forDriver.body.id],
    );
    expect(approvers.rows.map((r) => r.user_id)).not.toContain('demo-approver');
    expect(approvers.rows.map((r) => r.user_id)).not.toContain('demo-admin');
    expect(approvers.rows.length).toBeGreaterThan(0);

    // A stored approver row of the booker itself (data from before the rule) still gives no say.
    await s.db.pool.query(
      `insert into vehicle_booking_approvers (tenant_id, booking_id, user_id, approved)
       select tenant_id, id, 'demo-approver', false from vehicle_bookings where id = $1`,
      [own.body.id],
    );
    expect(await count(approver)).toBe(before.approver);
    expect(await listed(approver)).not.toContain(own.body.id);
    expect(
      (await approver.post<ErrorReply>(`/api/v1/vehicle-bookings/${own.body.id}/approve`, {})).body.error
        .code,
    ).toBe('OWN_APPROVAL');
    expect((await admin.post(`/api/v1/vehicle-bookings/${own.body.id}/approve`, {})).status).toBe(200);
  });

  it('refuses a special trip nobody but its booker could approve (422 NO_APPROVER_AVAILABLE)', async () => {
    const THURSDAY = TUESDAY + 48 * HOUR;
    // Everybody else of the tenant is inactive: no other approver, no admin to fall back on.
    const { rows } = await s.db.pool.query<{ id: string }>(
      `select id from users where tenant_id = (select tenant_id from users where id = 'demo-approver') and id <> 'demo-approver'`,
    );
    await s.db.pool.query(`update users set status = 'inaktiv' where id = any($1)`, [rows.map((r) => r.id)]);
    try {
      const refused = await approver.post<ErrorReply>('/api/v1/vehicle-bookings', {
        vehicleId: vehicle(7),
        start: at(THURSDAY + 9 * HOUR),
        end: at(THURSDAY + 10 * HOUR),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('NO_APPROVER_AVAILABLE');
    } finally {
      await s.db.pool.query(`update users set status = 'aktiv' where id = any($1)`, [rows.map((r) => r.id)]);
    }
  });
});
