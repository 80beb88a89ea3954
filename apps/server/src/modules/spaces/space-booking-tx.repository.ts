import type { OpeningException, WeeklyOpeningHours } from '@buchbar/domain/opening-hours';
import type { BookingStatus } from '@buchbar/domain/space-booking-status';
import type { IsoWeekday } from '@buchbar/domain/zoned-time';
import type pg from 'pg';

/**
 * The booking hot path in two round trips (ADR 0005). node-postgres sends one query at a time,
 * so the statements of each step travel together as one simple-protocol query: PostgreSQL runs
 * them in order, and in READ COMMITTED every statement after the lock takes a new snapshot,
 * so the reads see every booking committed by whoever held the seat's lock before.
 *
 * Values are embedded as escaped literals (client.escapeLiteral); every one of them is a
 * validated uuid, an instant this server formatted, or a JSON document it serialised.
 */

export type SeatDay = {
  space: {
    id: string;
    floorPlanId: string;
    label: string;
    capacity: number;
    active: boolean;
    product: string;
    planActive: boolean;
  };
  weekly: WeeklyOpeningHours[];
  exceptions: OpeningException[];
  /** Bookings of the seat overlapping the day, not cancelled. */
  bookings: Array<{
    status: BookingStatus;
    start: number;
    end: number;
    organizerEmail: string;
    participantEmail: string;
    groupSize: number;
  }>;
  /** The organizer's bookings around the day (only when the weekly limit is on). */
  organizerBookings: Array<{ status: BookingStatus; start: number; end: number }>;
};

type Q = {
  tenantId: string;
  spaceId: string;
  dayStart: Date;
  dayEnd: Date;
  organizerWeek?: { organizerId: string; from: Date; to: Date };
};

const hhmm = (t: string) => t.slice(0, 5);
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * BEGIN, the seat's lock (serialises every booking change of the seat, ARCHITECTURE 3), then the
 * seat, its plan's opening hours and the seat's bookings of the day. Undefined (and the
 * transaction still open) when the seat is not the tenant's.
 */
export async function beginSeatDay(client: pg.PoolClient, q: Q): Promise<SeatDay | undefined> {
  const lit = (v: string) => client.escapeLiteral(v);
  const tenant = lit(q.tenantId);
  const space = lit(q.spaceId);
  const plan = `(select floor_plan_id from spaces where id = ${space} and tenant_id = ${tenant})`;
  const statements = [
    'begin',
    `select pg_advisory_xact_lock(1, hashtext(${space}))`,
    `select s.id, s.floor_plan_id, s.label, s.capacity, s.active, f.product, f.active as plan_active
       from spaces s join floor_plans f on f.id = s.floor_plan_id
      where s.id = ${space} and s.tenant_id = ${tenant}`,
    `select iso_weekday, from_time::text as from_time, to_time::text as to_time, open
       from opening_hours where tenant_id = ${tenant} and floor_plan_id = ${plan}`,
    `select valid_from::text as valid_from, valid_to::text as valid_to, from_time::text as from_time,
            to_time::text as to_time, status
       from opening_exceptions where tenant_id = ${tenant} and floor_plan_id = ${plan}`,
    `select b.status, ${ms('b.start_at')} as start_ms, ${ms('b.end_at')} as end_ms, b.group_size,
            o.email as organizer_email, p.email as participant_email
       from space_bookings b
       join users o on o.id = b.organizer_id
       join users p on p.id = b.participant_id
      where b.space_id = ${space} and b.status <> 'storniert'
        and b.start_at < ${lit(q.dayEnd.toISOString())} and b.end_at > ${lit(q.dayStart.toISOString())}`,
  ];
  if (q.organizerWeek) {
    const w = q.organizerWeek;
    statements.push(
      `select status, ${ms('start_at')} as start_ms, ${ms('end_at')} as end_ms from space_bookings
        where tenant_id = ${tenant} and organizer_id = ${lit(w.organizerId)} and status <> 'storniert'
          and start_at < ${lit(w.to.toISOString())} and end_at > ${lit(w.from.toISOString())}`,
    );
  }
  const results = (await client.query(statements.join(';\n'))) as unknown as pg.QueryResult[];
  const [, , spaceRes, weeklyRes, exceptionRes, bookingRes, organizerRes] = results;
  const s = spaceRes?.rows[0];
  if (!s) return undefined;
  return {
    space: {
      id: s.id,
      floorPlanId: s.floor_plan_id,
      label: s.label,
      capacity: s.capacity,
      active: s.active,
      product: s.product,
      planActive: s.plan_active,
    },
    weekly: (weeklyRes?.rows ?? []).map((w) => ({
      isoWeekday: w.iso_weekday as IsoWeekday,
      from: hhmm(w.from_time),
      to: hhmm(w.to_time),
      open: w.open,
    })),
    exceptions: (exceptionRes?.rows ?? []).map((e) => ({
      validFrom: e.valid_from,
      validTo: e.valid_to,
      from: hhmm(e.from_time),
      to: hhmm(e.to_time),
      status: e.status,
    })),
    bookings: (bookingRes?.rows ?? []).map((b) => ({
      status: b.status,
      start: b.start_ms,
      end: b.end_ms,
      organizerEmail: b.organizer_email,
      participantEmail: b.participant_email,
      groupSize: b.group_size,
    })),
    organizerBookings: (organizerRes?.rows ?? []).map((b) => ({
      status: b.status,
      start: b.start_ms,
      end: b.end_ms,
    })),
  };
}

export type NewSpaceBooking = {
  tenantId: string;
  spaceId: string;
  start: Date;
  end: Date;
  status: BookingStatus;
  organizerId: string;
  participantId: string;
  groupSize: number;
};

/**
 * Inserts the booking and queues the live-update NOTIFY (delivered on commit); with `commit`
 * the transaction ends in the same round trip. Returns the stored id and creation time.
 */
export async function insertSeatBooking(
  client: pg.PoolClient,
  b: NewSpaceBooking,
  notify: { channel: string; payload: unknown },
  commit: boolean,
): Promise<{ id: string; createdAt: Date }> {
  const lit = (v: string) => client.escapeLiteral(v);
  const statements = [
    `insert into space_bookings (tenant_id, space_id, start_at, end_at, status, organizer_id, participant_id, group_size)
     values (${lit(b.tenantId)}, ${lit(b.spaceId)}, ${lit(b.start.toISOString())}, ${lit(b.end.toISOString())},
             ${lit(b.status)}, ${lit(b.organizerId)}, ${lit(b.participantId)}, ${Math.trunc(b.groupSize)})
     returning id, created_at`,
    `select pg_notify(${lit(notify.channel)}, ${lit(JSON.stringify(notify.payload))})`,
  ];
  if (commit) statements.push('commit');
  const results = (await client.query(statements.join(';\n'))) as unknown as pg.QueryResult[];
  const row = results[0]?.rows[0];
  if (!row) throw new Error('insert into space_bookings returned no row');
  return { id: row.id, createdAt: new Date(row.created_at) };
}
