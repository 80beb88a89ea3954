import { BOOKING_STATUS, type BookingStatus } from '@buchbar/domain/booking/status';
import { xactLockStatement } from '../../platform/database/advisory-locks';
import { literal as lit, type Step } from '../../platform/database/batched-transaction';

/**
 * The booking hot path in two round trips (ADR 0005). node-postgres sends one query at a time,
 * so the statements of each step travel together as one simple-protocol query: PostgreSQL runs
 * them in order, and in READ COMMITTED every statement after the lock takes a new snapshot,
 * so the reads see every booking committed by whoever held the seat's lock before.
 *
 * Each function builds one Step for withBatchedTransaction (platform/database), which owns BEGIN,
 * COMMIT, rollback and the connection. Values are embedded as escaped literals; every one of them
 * is a validated uuid, an instant this server formatted, or a JSON document it serialised.
 */

export type SeatDay = {
  /** Bookings of the seat overlapping the day, not cancelled. */
  bookings: Array<{ status: BookingStatus; start: number; end: number; groupSize: number }>;
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

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The seat's lock (serialises every booking change of the seat, ARCHITECTURE 3), then the seat's
 * bookings of the day (and the organizer's week when the weekly limit is on). The step that opens
 * the transaction (BatchedTx.open sends BEGIN with it).
 */
export function lockSeatDay(q: Q): Step<SeatDay> {
  const space = lit(q.spaceId);
  const statements = [
    xactLockStatement('seat', q.spaceId),
    `select status, ${ms('start_at')} as start_ms, ${ms('end_at')} as end_ms, group_size from space_bookings
      where space_id = ${space} and status <> ${lit(BOOKING_STATUS.cancelled)}
        and start_at < ${lit(q.dayEnd.toISOString())} and end_at > ${lit(q.dayStart.toISOString())}`,
  ];
  if (q.organizerWeek) {
    const w = q.organizerWeek;
    statements.push(
      `select status, ${ms('start_at')} as start_ms, ${ms('end_at')} as end_ms from space_bookings
        where tenant_id = ${lit(q.tenantId)} and organizer_id = ${lit(w.organizerId)} and status <> ${lit(BOOKING_STATUS.cancelled)}
          and start_at < ${lit(w.to.toISOString())} and end_at > ${lit(w.from.toISOString())}`,
    );
  }
  return {
    statements,
    read: ([, bookingRes, organizerRes]) => ({
      bookings: (bookingRes?.rows ?? []).map((b) => ({
        status: b.status,
        start: b.start_ms,
        end: b.end_ms,
        groupSize: b.group_size,
      })),
      organizerBookings: (organizerRes?.rows ?? []).map((b) => ({
        status: b.status,
        start: b.start_ms,
        end: b.end_ms,
      })),
    }),
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
 * Inserts the booking and queues the live-update NOTIFY (delivered on commit). Returns the stored
 * id and creation time. The service sends it with BatchedTx.commitWith (COMMIT in the same round
 * trip) or, when mails or jobs join the transaction, with BatchedTx.send.
 */
export function insertSeatBooking(
  b: NewSpaceBooking,
  notify: { channel: string; payload: unknown },
): Step<{ id: string; createdAt: Date }> {
  return {
    statements: [
      `insert into space_bookings (tenant_id, space_id, start_at, end_at, status, organizer_id, participant_id, group_size)
     values (${lit(b.tenantId)}, ${lit(b.spaceId)}, ${lit(b.start.toISOString())}, ${lit(b.end.toISOString())},
             ${lit(b.status)}, ${lit(b.organizerId)}, ${lit(b.participantId)}, ${Math.trunc(b.groupSize)})
     returning id, created_at`,
      `select pg_notify(${lit(notify.channel)}, ${lit(JSON.stringify(notify.payload))})`,
    ],
    read: ([inserted]) => {
      const row = inserted?.rows[0];
      if (!row) throw new Error('insert into space_bookings returned no row');
      return { id: row.id, createdAt: new Date(row.created_at) };
    },
  };
}
