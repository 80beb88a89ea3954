import { describe, expect, it } from 'vitest';
import { at, DAY, HOUR, useFleetServer, vehicle } from '../../../test/fleet-fixtures';
import type { ErrorReply } from '../../../test/http-client';
import { usePeople } from '../../../test/people';

/** Issue 11 point 5: maintenance, service and defect blocks and the service booklet. */
type BlockResult = {
  id: string;
  type: string;
  description: string;
  cancelled: { bookingId: string; reason: string }[];
};
type BookletEntry = {
  id: string;
  type: string;
  start: string;
  end: string;
  description: string;
  source: string;
};

/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const DEFECT_REASON = 'Storno wegen eines Defekts am Fahrzeug.';

describe('vehicle blocks and the service booklet', () => {
  const s = useFleetServer(() => NOW);
  const { booker, fleet, fleetEn, other } = usePeople(s, ['booker', 'fleet', 'other']);

  async function insertBooking(
    n: number,
    start: number,
    end: number,
    o: { status?: string; type?: string; booker?: string; driver?: string | null } = {},
  ) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, type, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, $2, $3, $4, $5, $6, $7 from vehicles where id = $1 returning id`,
      [
        vehicle(n),
        o.type ?? 'BUCHUNG',
        o.status ?? 'reserviert',
        new Date(start),
        new Date(end),
        o.booker ?? 'demo-booker',
        o.driver === undefined ? 'demo-booker' : o.driver,
      ],
    );
    return rows[0]?.id ?? '';
  }
  const mailIds = async () =>
    (await s.db.pool.query<{ id: string }>('select id from mails')).rows.map((r) => r.id);

  it('a DEFEKT block over two bookings cancels both with the reason and mails both drivers', async () => {
    const first = await insertBooking(1, NOW + DAY + 8 * HOUR, NOW + DAY + 10 * HOUR);
    // Booked by booker@ for approver@: booker and driver are both told.
    const second = await insertBooking(1, NOW + DAY + 12 * HOUR, NOW + DAY + 14 * HOUR, {
      driver: 'demo-approver',
    });
    // Outside the block and its gap: untouched.
    const later = await insertBooking(1, NOW + 3 * DAY, NOW + 3 * DAY + 2 * HOUR);
    const seen = await mailIds();
    const res = await fleet.post<BlockResult>(`/api/v1/vehicles/${vehicle(1)}/blocks`, {
      type: 'DEFEKT',
      start: at(NOW + DAY),
      end: at(NOW + 2 * DAY),
      description: 'Bremsen quietschen',
    });
    expect(res.status).toBe(201);
    expect(res.body.cancelled.map((c) => c.bookingId).sort()).toEqual([first, second].sort());
    for (const c of res.body.cancelled) expect(c.reason).toBe(DEFECT_REASON);

    const rows = await s.db.pool.query(
      'select id, status, cancel_reason from vehicle_bookings where id = any($1::uuid[])',
      [[first, second, later]],
    );
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    expect(byId.get(first)).toMatchObject({ status: 'storniert', cancel_reason: DEFECT_REASON });
    expect(byId.get(second)).toMatchObject({ status: 'storniert', cancel_reason: DEFECT_REASON });
    expect(byId.get(later)).toMatchObject({ status: 'reserviert', cancel_reason: null });

    const mails = await s.db.pool.query<{ to: string; text: string }>(
      `select "to", text from mails where subject like 'Fahrzeugbuchung storniert%' and not (id::text = any($1))`,
      [seen],
    );
    expect(mails.rows.map((m) => m.to).sort()).toEqual([
      'approver@demo.example',
      'booker@demo.example',
      'booker@demo.example',
    ]);
    // Each in the recipient's language (issue 13): the demo users read German.
    for (const m of mails.rows) {
      expect(m.text).toContain(DEFECT_REASON);
      expect(m.text).not.toContain('Cancelled because of a defect of the vehicle.');
    }

    const block = await s.db.pool.query(
      'select type, status, reason, driver_id from vehicle_bookings where id = $1',
      [res.body.id],
    );
    expect(block.rows[0]).toEqual({
      type: 'DEFEKT',
      status: 'reserviert',
      reason: 'Bremsen quietschen',
      driver_id: null,
    });
    const history = await s.db.pool.query(
      `select type, description from vehicle_history where vehicle_id = $1 and type = 'STATUSAENDERUNG'`,
      [vehicle(1)],
    );
    expect(history.rows.at(-1)?.description).toContain('Defekt');
    expect(history.rows.at(-1)?.description).toContain('Bremsen quietschen');

    // The car is blocked now: a booking in the period is refused.
    const refused = await booker.post<ErrorReply>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(1),
      start: at(NOW + DAY + 9 * HOUR),
      end: at(NOW + DAY + 10 * HOUR),
      reasonForTrip: 'Kundentermin',
      destination: 'Potsdam',
    });
    expect(refused.status).toBe(409);

    // Another block over it is refused, and nothing is cancelled by the attempt.
    const twice = await fleetEn.post<ErrorReply>(`/api/v1/vehicles/${vehicle(1)}/blocks`, {
      type: 'WARTUNG',
      start: at(NOW + DAY + 6 * HOUR),
      end: at(NOW + 3 * DAY + HOUR),
      description: 'Inspektion',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('VEHICLE_BLOCK_OVERLAPS_BLOCK');
    expect(twice.body.error.message).not.toBe('VEHICLE_BLOCK_OVERLAPS_BLOCK');
    const stillLater = await s.db.pool.query('select status from vehicle_bookings where id = $1', [later]);
    expect(stillLater.rows[0].status).toBe('reserviert');
  });

  it('refuses a block over a running trip (409), in the past or without description (422), for bookers (403), other tenants (404)', async () => {
    await insertBooking(2, NOW - HOUR, NOW + 2 * HOUR, { status: 'aktiv' });
    const overTrip = await fleet.post<ErrorReply>(`/api/v1/vehicles/${vehicle(2)}/blocks`, {
      type: 'WARTUNG',
      start: at(NOW + HOUR),
      end: at(NOW + 5 * HOUR),
      description: 'Ölwechsel',
    });
    expect(overTrip.status).toBe(409);
    expect(overTrip.body.error.code).toBe('VEHICLE_BLOCK_OVERLAPS_TRIP');

    const past = await fleet.post<ErrorReply>(`/api/v1/vehicles/${vehicle(3)}/blocks`, {
      type: 'SERVICE',
      start: at(NOW - 5 * HOUR),
      end: at(NOW - HOUR),
      description: 'Reifenwechsel',
    });
    expect(past.status).toBe(422);
    expect(past.body.error.code).toBe('VEHICLE_BLOCK_IN_PAST');
    const blank = await fleet.post<ErrorReply>(`/api/v1/vehicles/${vehicle(3)}/blocks`, {
      type: 'SERVICE',
      start: at(NOW + HOUR),
      end: at(NOW + 2 * HOUR),
      description: '  ',
    });
    expect(blank.status).toBe(422);
    expect(blank.body.error.code).toBe('SERVICE_DESCRIPTION_MISSING');
    const unknown = await fleet.post<ErrorReply>(`/api/v1/vehicles/${vehicle(3)}/blocks`, {
      type: 'BUCHUNG',
      start: at(NOW + HOUR),
      end: at(NOW + 2 * HOUR),
      description: 'x',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('UNKNOWN_TYPE');

    const body = { type: 'WARTUNG', start: at(NOW + HOUR), end: at(NOW + 2 * HOUR), description: 'x' };
    expect((await booker.post(`/api/v1/vehicles/${vehicle(3)}/blocks`, body)).status).toBe(403);
    expect((await other.post(`/api/v1/vehicles/${vehicle(3)}/blocks`, body)).status).toBe(404);
    const blocks = await s.db.pool.query(`select 1 from vehicle_bookings where vehicle_id = $1`, [
      vehicle(3),
    ]);
    expect(blocks.rowCount).toBe(0);
    // A SERVICE block from now (a defect found this morning may start in the past) works.
    const ok = await fleet.post<BlockResult>(`/api/v1/vehicles/${vehicle(3)}/blocks`, {
      ...body,
      type: 'SERVICE',
      start: at(NOW - HOUR),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.cancelled).toEqual([]);
  });

  it('the service booklet lists blocks that were not cancelled and manual entries, newest first', async () => {
    const v = vehicle(4);
    const block = await fleet.post<BlockResult>(`/api/v1/vehicles/${v}/blocks`, {
      type: 'WARTUNG',
      start: at(NOW + 7 * DAY),
      end: at(NOW + 8 * DAY),
      description: 'Inspektion 60.000 km',
    });
    expect(block.status).toBe(201);
    const cancelledBlock = await insertBooking(4, NOW + 10 * DAY, NOW + 11 * DAY, {
      type: 'SERVICE',
      status: 'storniert',
      driver: null,
    });
    const manual = await fleet.post<BookletEntry>(`/api/v1/vehicles/${v}/service-booklet`, {
      type: 'SERVICE',
      start: at(NOW - 30 * DAY),
      end: at(NOW - 30 * DAY + 3 * HOUR),
      description: 'Reifen gewechselt',
    });
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({ source: 'manual', description: 'Reifen gewechselt' });

    const booklet = await booker.get<BookletEntry[]>(`/api/v1/vehicles/${v}/service-booklet`);
    expect(booklet.status).toBe(200);
    expect(booklet.body.map((e) => [e.type, e.source, e.description])).toEqual([
      ['WARTUNG', 'block', 'Inspektion 60.000 km'],
      ['SERVICE', 'manual', 'Reifen gewechselt'],
    ]);
    expect(booklet.body.map((e) => e.id)).not.toContain(cancelledBlock);

    const bad = await fleet.post<ErrorReply>(`/api/v1/vehicles/${v}/service-booklet`, {
      type: 'REPARATUR',
      start: at(NOW - DAY),
      end: at(NOW),
      description: 'x',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('UNKNOWN_TYPE');
    const reversed = await fleet.post<ErrorReply>(`/api/v1/vehicles/${v}/service-booklet`, {
      type: 'SERVICE',
      start: at(NOW),
      end: at(NOW - DAY),
      description: 'x',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.code).toBe('END_NOT_AFTER_START');
    const body = { type: 'SERVICE', start: at(NOW - DAY), end: at(NOW), description: 'x' };
    expect((await booker.post(`/api/v1/vehicles/${v}/service-booklet`, body)).status).toBe(403);
    expect((await other.post(`/api/v1/vehicles/${v}/service-booklet`, body)).status).toBe(404);
    expect((await other.get(`/api/v1/vehicles/${v}/service-booklet`)).status).toBe(404);
    const entries = await s.db.pool.query('select 1 from service_booklet_entries where vehicle_id = $1', [v]);
    expect(entries.rowCount).toBe(1);
  });
});
