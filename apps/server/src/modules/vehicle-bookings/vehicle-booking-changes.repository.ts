import { vehicleBookingApprovers, vehicleBookings } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import { VEHICLE_BLOCKING_STATUSES } from '@buchbar/domain/fleet/vehicle-constants';
import type { UserStatus } from '@buchbar/domain/user-status';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { selectBookings } from './vehicle-bookings.repository';

/**
 * A vehicle's bookings and blocks overlapping [from, to) that still hold it (vorgemerkt,
 * reserviert, aktiv), for the detail page's timeline, in start order.
 */
export function timeline(db: Db, tenantId: string, vehicleId: string, from: Date, to: Date) {
  return selectBookings(
    db,
    and(
      eq(vehicleBookings.tenantId, tenantId),
      eq(vehicleBookings.vehicleId, vehicleId),
      inArray(vehicleBookings.status, [...VEHICLE_BLOCKING_STATUSES]),
      // The occupied period: a trip checked in early holds the car from then (migration 0012).
      sql`tstzrange(coalesce(${vehicleBookings.occupiedFrom}, ${vehicleBookings.startAt}), ${vehicleBookings.endAt}, '[)') && tstzrange(${from}, ${to}, '[)')`,
    ),
  );
}

export type DriverRow = {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  departmentId: string | null;
};

/** The given users of the tenant with what possibleBookers needs, by name. */
export async function usersByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<DriverRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      departmentId: users.departmentId,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])))
    .orderBy(asc(users.name), asc(users.id));
}

export type TripChange = {
  status: BookingStatus;
  startAt: Date;
  endAt: Date;
  reason: string;
  destination: string;
  stopover: string;
  passengers: string;
  contact: string;
  detour: string;
  information: string;
  needsApproval: boolean;
  /** Clears the approval (flag, time, approver) when the trip is held again or no longer special. */
  clearApproval: boolean;
};

export async function updateTrip(db: Db, id: string, c: TripChange) {
  const { clearApproval, ...fields } = c;
  await db
    .update(vehicleBookings)
    .set(clearApproval ? { ...fields, approvedAt: null, approvedBy: null } : fields)
    .where(eq(vehicleBookings.id, id));
}

export async function dropApprovers(db: Db, bookingId: string) {
  await db.delete(vehicleBookingApprovers).where(eq(vehicleBookingApprovers.bookingId, bookingId));
}
