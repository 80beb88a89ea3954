import { BOOKING_STATUS, type BookingStatus, OCCUPYING_STATUSES } from '@buchbar/domain/booking/status';
import type { HeldPlace } from '@buchbar/domain/one-seat-per-person';
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
  /** The person's places of the product overlapping the wanted period (only when `person` is given). */
  personPlaces: HeldPlace[];
};

/** The person who will sit there, checked by the one-place rule (issue 22 point 8). */
export type PersonPlacesQuery = { personId: string; product: string; from: Date; to: Date };

type Q = {
  tenantId: string;
  spaceId: string;
  dayStart: Date;
  dayEnd: Date;
  organizerWeek?: { organizerId: string; from: Date; to: Date };
  person?: PersonPlacesQuery;
};

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** The lock of one person's places of a product; always taken before any seat's lock. */
export function personPlacesLockStatement(tenantId: string, product: string, personId: string): string {
  return xactLockStatement('personPlaces', `${tenantId}|${product}|${personId}`);
}

/** The person's places (as participant) of the product overlapping [from, to), not cancelled. */
export function personPlacesStatement(tenantId: string, p: PersonPlacesQuery): string {
  return `select b.id, b.space_id, s.label, ${ms('b.start_at')} as start_ms, ${ms('b.end_at')} as end_ms,
         b.status, b.group_size
    from space_bookings b join spaces s on s.id = b.space_id join floor_plans f on f.id = s.floor_plan_id
   where b.tenant_id = ${lit(tenantId)} and b.participant_id = ${lit(p.personId)}
     and f.product = ${lit(p.product)} and b.status in (${OCCUPYING_STATUSES.map(lit).join(', ')})
     and b.start_at < ${lit(p.to.toISOString())} and b.end_at > ${lit(p.from.toISOString())}`;
}

type Row = Record<string, unknown>;

export function readPersonPlaces(rows: readonly Row[]): HeldPlace[] {
  return rows.map((r) => ({
    bookingId: String(r.id),
    spaceId: String(r.space_id),
    spaceLabel: String(r.label),
    start: Number(r.start_ms),
    end: Number(r.end_ms),
    status: r.status as BookingStatus,
    groupSize: Number(r.group_size),
  }));
}

/**
 * The person's lock when the one-place rule applies (issue 22 point 8), the seat's lock
 * (serialises every booking change of the seat, ARCHITECTURE 3), then the seat's bookings of the
 * day (and the organizer's week when the weekly limit is on, and the person's places of the
 * product). The step that opens the transaction (BatchedTx.open sends BEGIN with it).
 */
export function lockSeatDay(q: Q): Step<SeatDay> {
  const space = lit(q.spaceId);
  const statements = [
    ...(q.person ? [personPlacesLockStatement(q.tenantId, q.person.product, q.person.personId)] : []),
    xactLockStatement('seat', q.spaceId),
    `select status, ${ms('start_at')} as start_ms, ${ms('end_at')} as end_ms, group_size from space_bookings
      where space_id = ${space} and status <> ${lit(BOOKING_STATUS.cancelled)}
        and start_at < ${lit(q.dayEnd.toISOString())} and end_at > ${lit(q.dayStart.toISOString())}`,
  ];
  const bookingsAt = statements.length - 1;
  const organizerAt = q.organizerWeek ? statements.length : -1;
  if (q.organizerWeek) {
    const w = q.organizerWeek;
    statements.push(
      `select status, ${ms('start_at')} as start_ms, ${ms('end_at')} as end_ms from space_bookings
        where tenant_id = ${lit(q.tenantId)} and organizer_id = ${lit(w.organizerId)} and status <> ${lit(BOOKING_STATUS.cancelled)}
          and start_at < ${lit(w.to.toISOString())} and end_at > ${lit(w.from.toISOString())}`,
    );
  }
  const personAt = q.person ? statements.length : -1;
  if (q.person) statements.push(personPlacesStatement(q.tenantId, q.person));
  return {
    statements,
    read: (results) => ({
      bookings: (results[bookingsAt]?.rows ?? []).map((b) => ({
        status: b.status,
        start: b.start_ms,
        end: b.end_ms,
        groupSize: b.group_size,
      })),
      organizerBookings: (results[organizerAt]?.rows ?? []).map((b) => ({
        status: b.status,
        start: b.start_ms,
        end: b.end_ms,
      })),
      personPlaces: readPersonPlaces(results[personAt]?.rows ?? []),
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
