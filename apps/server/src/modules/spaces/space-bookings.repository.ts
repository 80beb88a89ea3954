import { users } from '@buchbar/db/schema/identity';
import { floorPlans, spaceBookings, spaces } from '@buchbar/db/schema/spaces';
import { BOOKING_STATUS, NOT_STARTED_STATUSES, OCCUPYING_STATUSES } from '@buchbar/domain/booking/status';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lockInTransaction } from '../../platform/database/advisory-locks';
import type { Db, Tx } from '../../platform/database/database';
import {
  type PersonPlacesQuery,
  personPlacesLockStatement,
  personPlacesStatement,
  readPersonPlaces,
} from './space-booking-tx.repository';

const organizer = alias(users, 'organizer');
const participant = alias(users, 'participant');

const columns = {
  booking: spaceBookings,
  spaceLabel: spaces.label,
  floorPlanId: spaces.floorPlanId,
  product: floorPlans.product,
  floorPlanName: floorPlans.name,
  organizerEmail: organizer.email,
  organizerName: organizer.name,
  participantEmail: participant.email,
  participantName: participant.name,
};

function selectBookings(db: Db) {
  return db
    .select(columns)
    .from(spaceBookings)
    .innerJoin(spaces, eq(spaces.id, spaceBookings.spaceId))
    .innerJoin(floorPlans, eq(floorPlans.id, spaces.floorPlanId))
    .innerJoin(organizer, eq(organizer.id, spaceBookings.organizerId))
    .innerJoin(participant, eq(participant.id, spaceBookings.participantId));
}
export type BookingRow = Awaited<ReturnType<typeof findBooking>> & object;

/**
 * Serialises every booking change of one seat: overlap and capacity are decided after this
 * lock inside the inserting transaction, so concurrent requests cannot overbook (ARCHITECTURE 3).
 */
export async function lockSpace(tx: Tx, spaceId: string): Promise<void> {
  await lockInTransaction(tx.db, 'seat', spaceId);
}

/**
 * One person's places of a product (issue 22 point 8): the person's lock (taken before the seat's
 * lock, as the booking path does), then their places overlapping the period.
 */
export async function lockAndReadPersonPlaces(tx: Tx, tenantId: string, q: PersonPlacesQuery) {
  await tx.db.execute(sql.raw(personPlacesLockStatement(tenantId, q.product, q.personId)));
  const result = await tx.db.execute(sql.raw(personPlacesStatement(tenantId, q)));
  return readPersonPlaces(result.rows);
}

/**
 * The lean view the live map needs (hot path: thousands of rows per request): plain values,
 * instants as epoch milliseconds, no per-row object mapping by the ORM.
 */
export async function mapBookingsOfFloorPlan(
  db: Db,
  tenantId: string,
  floorPlanId: string,
  from: Date,
  to: Date,
) {
  const result = await db.execute<{
    space_id: string;
    status: string;
    start_ms: number;
    end_ms: number;
    group_size: number;
    organizer_email: string;
    participant_email: string;
  }>(sql`
    select b.space_id, b.status, (extract(epoch from b.start_at) * 1000)::float8 as start_ms,
           (extract(epoch from b.end_at) * 1000)::float8 as end_ms, b.group_size,
           o.email as organizer_email, p.email as participant_email
      from space_bookings b
      join spaces s on s.id = b.space_id
      join users o on o.id = b.organizer_id
      join users p on p.id = b.participant_id
     where b.tenant_id = ${tenantId} and s.floor_plan_id = ${floorPlanId} and b.status <> ${BOOKING_STATUS.cancelled}
       and b.start_at < ${to.toISOString()} and b.end_at > ${from.toISOString()}`);
  return result.rows;
}

export async function findBooking(db: Db, tenantId: string, product: string, id: string) {
  const rows = await selectBookings(db).where(
    and(eq(spaceBookings.tenantId, tenantId), eq(floorPlans.product, product), eq(spaceBookings.id, id)),
  );
  return rows[0];
}

export async function updateBooking(db: Db, id: string, set: Partial<typeof spaceBookings.$inferInsert>) {
  await db.update(spaceBookings).set(set).where(eq(spaceBookings.id, id));
}

/** The sidebar overview: own bookings, bookings made for others, reservations awaiting me. */
export async function listUserBookings(
  db: Db,
  q: {
    tenantId: string;
    product: string;
    userId: string;
    scope: 'mine' | 'organized' | 'pending';
    from: Date;
  },
) {
  const scope =
    q.scope === 'mine'
      ? and(eq(spaceBookings.participantId, q.userId), ne(spaceBookings.status, BOOKING_STATUS.tentative))
      : q.scope === 'organized'
        ? and(eq(spaceBookings.organizerId, q.userId), ne(spaceBookings.participantId, q.userId))
        : and(eq(spaceBookings.participantId, q.userId), eq(spaceBookings.status, BOOKING_STATUS.tentative));
  return selectBookings(db)
    .where(
      and(
        eq(spaceBookings.tenantId, q.tenantId),
        eq(floorPlans.product, q.product),
        gt(spaceBookings.endAt, q.from),
        // Listed: waiting, reserved or checked in (spaces never use 'aktiv').
        inArray(spaceBookings.status, [...OCCUPYING_STATUSES]),
        scope,
      ),
    )
    .orderBy(asc(spaceBookings.startAt));
}

/** All open bookings of a seat from `from` on (for "cancel all bookings of a room"). */
export async function openBookingIdsOfSpace(db: Db, spaceId: string, from: Date) {
  const rows = await db
    .select({ id: spaceBookings.id })
    .from(spaceBookings)
    .where(
      and(
        eq(spaceBookings.spaceId, spaceId),
        inArray(spaceBookings.status, [...NOT_STARTED_STATUSES]),
        gt(spaceBookings.endAt, from),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findBookingById(db: Db, id: string) {
  const rows = await selectBookings(db).where(eq(spaceBookings.id, id));
  return rows[0];
}

/** Bookings that may be due for release: unconfirmed or unchecked ones that have started. */
export async function dueCandidates(db: Db, now: Date) {
  return db
    .select({ booking: spaceBookings })
    .from(spaceBookings)
    .where(
      and(
        inArray(spaceBookings.status, [...NOT_STARTED_STATUSES]),
        lt(spaceBookings.startAt, now),
        gt(spaceBookings.endAt, new Date(now.getTime() - 24 * 3600_000)),
      ),
    )
    .limit(500);
}
