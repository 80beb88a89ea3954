import { vehicleBookings } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import { BOOKING_STATUS, NOT_STARTED_STATUSES, OPEN_STATUSES } from '@buchbar/domain/booking/status';
import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * The vehicle's bookings and blocks that have not started yet (vorgemerkt, reserviert) and end
 * after `now`; with `outside`, only those not inside [from, to) — the vehicle's new validity.
 */
export async function openBookings(
  db: Db,
  vehicleId: string,
  now: Date,
  outside?: { from: Date | null; to: Date | null },
) {
  const outsideValidity = outside
    ? or(
        outside.from ? lt(vehicleBookings.startAt, outside.from) : undefined,
        outside.to ? gt(vehicleBookings.endAt, outside.to) : undefined,
      )
    : undefined;
  if (outside && !outside.from && !outside.to) return [];
  return db
    .select({
      id: vehicleBookings.id,
      type: vehicleBookings.type,
      startAt: vehicleBookings.startAt,
      endAt: vehicleBookings.endAt,
      bookerId: vehicleBookings.bookerId,
      bookerEmail: users.email,
    })
    .from(vehicleBookings)
    .innerJoin(users, eq(users.id, vehicleBookings.bookerId))
    .where(
      and(
        eq(vehicleBookings.vehicleId, vehicleId),
        inArray(vehicleBookings.status, [...NOT_STARTED_STATUSES]),
        gt(vehicleBookings.endAt, now),
        outsideValidity,
      ),
    )
    .orderBy(asc(vehicleBookings.startAt));
}

export async function cancelBookings(db: Db, ids: string[], by: string, reason: string, at: Date) {
  if (ids.length === 0) return;
  await db
    .update(vehicleBookings)
    .set({ status: BOOKING_STATUS.cancelled, cancelledAt: at, cancelledBy: by, cancelReason: reason })
    .where(inArray(vehicleBookings.id, ids));
}

export type BulkFilter = { ids?: string[]; vehicleId?: string; from?: Date; to?: Date };

/**
 * The tenant's bookings a bulk cancel touches (spec 4): not completed (vorgemerkt, reserviert,
 * aktiv), matching every given filter; the time range selects bookings overlapping [from, to).
 */
export async function bulkCandidates(db: Db, tenantId: string, f: BulkFilter) {
  return db
    .select({
      id: vehicleBookings.id,
      vehicleId: vehicleBookings.vehicleId,
      type: vehicleBookings.type,
      startAt: vehicleBookings.startAt,
      endAt: vehicleBookings.endAt,
      bookerId: vehicleBookings.bookerId,
      bookerEmail: users.email,
    })
    .from(vehicleBookings)
    .innerJoin(users, eq(users.id, vehicleBookings.bookerId))
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        inArray(vehicleBookings.status, [...OPEN_STATUSES]),
        f.ids ? inArray(vehicleBookings.id, f.ids) : undefined,
        f.vehicleId ? eq(vehicleBookings.vehicleId, f.vehicleId) : undefined,
        f.to ? lt(vehicleBookings.startAt, f.to) : undefined,
        f.from ? gt(vehicleBookings.endAt, f.from) : undefined,
      ),
    )
    .orderBy(asc(vehicleBookings.vehicleId), asc(vehicleBookings.startAt));
}
