import { vehicleBookingApprovers, vehicleBookings, vehicles } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import type { VehicleBusyPeriod } from '@buchbar/domain/fleet/availability';
import { VEHICLE_BLOCKING_STATUSES } from '@buchbar/domain/fleet/vehicle-constants';
import type { UserStatus } from '@buchbar/domain/user-status';
import { and, asc, eq, gt, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/database/database';
import { idIn } from '../../platform/database/id-list';

/**
 * The start of the period a row occupies the vehicle: the actual start of an early check-in,
 * else the planned start (migration 0012; the exclusion constraint's range uses the same).
 */
export const occupiedStart = sql`coalesce(${vehicleBookings.occupiedFrom}, ${vehicleBookings.startAt})`;

/**
 * The blocking bookings and blocks of the given vehicles that can matter for [from, to) with a
 * gap of `gapMs`, each with the period it occupies (from an early check-in's actual start), in
 * one query for all of them: those overlapping the widened period (the
 * condition of the exclusion constraint's GiST index), plus, when the period starts before
 * `now + gap`, every `aktiv` one past its end (it blocks until check-out: its end counts as
 * now, ADR 0008 gap 1).
 */
export async function busyPeriods(
  db: Db,
  tenantId: string,
  vehicleIds: readonly string[],
  from: Date,
  to: Date,
  gapMs: number,
  now: number,
): Promise<Map<string, VehicleBusyPeriod[]>> {
  const byVehicle = new Map<string, VehicleBusyPeriod[]>(vehicleIds.map((id) => [id, []]));
  if (vehicleIds.length === 0) return byVehicle;
  const lower = new Date(from.getTime() - gapMs);
  const upper = new Date(to.getTime() + gapMs);
  const overlapping = sql`tstzrange(${occupiedStart}, ${vehicleBookings.endAt}, '[)') && tstzrange(${lower}, ${upper}, '[)')`;
  const overrunning =
    now + gapMs > from.getTime()
      ? and(
          eq(vehicleBookings.status, 'aktiv'),
          lt(vehicleBookings.endAt, new Date(now)),
          lt(occupiedStart, upper),
        )
      : undefined;
  const rows = await db
    .select({
      id: vehicleBookings.id,
      vehicleId: vehicleBookings.vehicleId,
      startAt: sql<Date>`${occupiedStart}`.mapWith(vehicleBookings.startAt),
      endAt: vehicleBookings.endAt,
      status: vehicleBookings.status,
      type: vehicleBookings.type,
    })
    .from(vehicleBookings)
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        idIn(vehicleBookings.vehicleId, vehicleIds),
        sql`${vehicleBookings.status} in ${sql.raw(`(${VEHICLE_BLOCKING_STATUSES.map((x) => `'${x}'`).join(', ')})`)}`,
        overrunning ? or(overlapping, overrunning) : overlapping,
      ),
    );
  for (const r of rows)
    byVehicle.get(r.vehicleId)?.push({
      id: r.id,
      start: r.startAt.getTime(),
      end: r.endAt.getTime(),
      status: r.status,
      type: r.type,
    });
  return byVehicle;
}

export type BookerRow = {
  id: string;
  status: UserStatus;
  departmentId: string | null;
  email: string;
  name: string;
};

/** A user of the tenant (the actor or the driver of a booking). */
export async function findUser(db: Db, tenantId: string, id: string): Promise<BookerRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      status: users.status,
      departmentId: users.departmentId,
      email: users.email,
      name: users.name,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row;
}

export type NewVehicleBooking = {
  tenantId: string;
  vehicleId: string;
  status: BookingStatus;
  startAt: Date;
  endAt: Date;
  bookerId: string;
  /** null for a guest booking (no driver account). */
  driverId: string | null;
  reason: string;
  destination: string;
  stopover: string;
  passengers: string;
  contact: string;
  detour: string;
  information: string;
  needsApproval: boolean;
};

export async function insertBooking(db: Db, b: NewVehicleBooking): Promise<string> {
  const [row] = await db
    .insert(vehicleBookings)
    .values({ ...b, type: 'BUCHUNG' })
    .returning({ id: vehicleBookings.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertApprovers(db: Db, tenantId: string, bookingId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.insert(vehicleBookingApprovers).values(userIds.map((userId) => ({ tenantId, bookingId, userId })));
}

export async function approversOf(db: Db, bookingId: string) {
  return db
    .select({
      userId: vehicleBookingApprovers.userId,
      approved: vehicleBookingApprovers.approved,
      approvedAt: vehicleBookingApprovers.approvedAt,
    })
    .from(vehicleBookingApprovers)
    .where(eq(vehicleBookingApprovers.bookingId, bookingId));
}

export async function markApproved(db: Db, bookingId: string, userId: string, at: Date) {
  await db
    .update(vehicleBookingApprovers)
    .set({ approved: true, approvedAt: at })
    .where(and(eq(vehicleBookingApprovers.bookingId, bookingId), eq(vehicleBookingApprovers.userId, userId)));
  await db
    .update(vehicleBookings)
    .set({ status: 'reserviert', approvedAt: at, approvedBy: userId })
    .where(eq(vehicleBookings.id, bookingId));
}

export async function setCancelled(db: Db, bookingId: string, by: string | null, reason: string, at: Date) {
  await db
    .update(vehicleBookings)
    .set({ status: 'storniert', cancelledAt: at, cancelledBy: by, cancelReason: reason })
    .where(eq(vehicleBookings.id, bookingId));
}

const driverUser = alias(users, 'driver_user');

const bookingColumns = {
  id: vehicleBookings.id,
  vehicleId: vehicleBookings.vehicleId,
  make: vehicles.make,
  model: vehicles.model,
  licencePlate: vehicles.licencePlate,
  type: vehicleBookings.type,
  status: vehicleBookings.status,
  startAt: vehicleBookings.startAt,
  endAt: vehicleBookings.endAt,
  bookerId: vehicleBookings.bookerId,
  bookerName: users.name,
  bookerEmail: users.email,
  driverId: vehicleBookings.driverId,
  driverName: driverUser.name,
  reason: vehicleBookings.reason,
  destination: vehicleBookings.destination,
  stopover: vehicleBookings.stopover,
  passengers: vehicleBookings.passengers,
  contact: vehicleBookings.contact,
  detour: vehicleBookings.detour,
  information: vehicleBookings.information,
  needsApproval: vehicleBookings.needsApproval,
  approvedAt: vehicleBookings.approvedAt,
  cancelReason: vehicleBookings.cancelReason,
  createdAt: vehicleBookings.createdAt,
};

export type VehicleBookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

export function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .innerJoin(users, eq(users.id, vehicleBookings.bookerId))
    .leftJoin(driverUser, eq(driverUser.id, vehicleBookings.driverId))
    .where(where)
    .orderBy(asc(vehicleBookings.startAt), asc(vehicleBookings.id))
    .limit(500);
}

export async function findBooking(db: Db, tenantId: string, id: string) {
  return (
    await selectBookings(db, and(eq(vehicleBookings.tenantId, tenantId), eq(vehicleBookings.id, id)))
  )[0];
}

/**
 * The overview lists (issue 10 point 8): `mine` = trips the user drives, `for-others` = trips the
 * user booked for someone else, `approvals` = held special trips the user is an approver of,
 * neither booked nor drives (ADR 0018), and nobody approved yet (the deadline is applied by the caller). Trips ending before `since` are left out.
 */
export async function listBookings(
  db: Db,
  tenantId: string,
  userId: string,
  scope: 'mine' | 'for-others' | 'approvals',
  since: Date,
) {
  const base = and(
    eq(vehicleBookings.tenantId, tenantId),
    eq(vehicleBookings.type, 'BUCHUNG'),
    gt(vehicleBookings.endAt, since),
  );
  if (scope === 'mine') return selectBookings(db, and(base, eq(vehicleBookings.driverId, userId)));
  if (scope === 'for-others')
    return selectBookings(
      db,
      and(base, eq(vehicleBookings.bookerId, userId), ne(vehicleBookings.driverId, userId)),
    );
  return selectBookings(
    db,
    and(
      base,
      eq(vehicleBookings.status, 'vorgemerkt'),
      notOwnTrip(userId),
      sql`exists (select 1 from ${vehicleBookingApprovers} a where a.booking_id = ${vehicleBookings.id} and a.user_id = ${userId})`,
      sql`not exists (select 1 from ${vehicleBookingApprovers} a where a.booking_id = ${vehicleBookings.id} and a.approved)`,
    ),
  );
}

/** ADR 0018: a trip the user booked or drives is never among their approvals (list and badge). */
const notOwnTrip = (userId: string) =>
  sql`${vehicleBookings.bookerId} <> ${userId} and ${vehicleBookings.driverId} is distinct from ${userId}`;

/**
 * The menu badge (issue 10 point 7): how many held special trips the user is an approver of,
 * nobody approved yet, and whose start is after `startAfter` (the decision deadline minus its
 * grace, applied here so the count is one indexed query and agrees with the `approvals` list).
 */
export async function countPendingApprovals(db: Db, tenantId: string, userId: string, startAfter: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(vehicleBookings)
    .innerJoin(
      vehicleBookingApprovers,
      and(
        eq(vehicleBookingApprovers.bookingId, vehicleBookings.id),
        eq(vehicleBookingApprovers.userId, userId),
      ),
    )
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        eq(vehicleBookings.type, 'BUCHUNG'),
        eq(vehicleBookings.status, 'vorgemerkt'),
        notOwnTrip(userId),
        gt(vehicleBookings.startAt, startAfter),
        sql`not exists (select 1 from ${vehicleBookingApprovers} a where a.booking_id = ${vehicleBookings.id} and a.approved)`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * The deadline job's candidates across all tenants: held special trips (`vorgemerkt`, type
 * BUCHUNG) starting at or before `startedBy`, with approver rows of which none approved. The
 * partial index on held trips keeps this cheap; the caller decides with dueApprovalExpiries.
 */
export async function heldSpecialTripsStartedBy(db: Db, startedBy: Date) {
  return db
    .select({
      id: vehicleBookings.id,
      tenantId: vehicleBookings.tenantId,
      vehicleId: vehicleBookings.vehicleId,
      bookerId: vehicleBookings.bookerId,
      status: vehicleBookings.status,
      startAt: vehicleBookings.startAt,
    })
    .from(vehicleBookings)
    .where(
      and(
        eq(vehicleBookings.status, 'vorgemerkt'),
        eq(vehicleBookings.type, 'BUCHUNG'),
        lte(vehicleBookings.startAt, startedBy),
        sql`exists (select 1 from ${vehicleBookingApprovers} a where a.booking_id = ${vehicleBookings.id})`,
        sql`not exists (select 1 from ${vehicleBookingApprovers} a where a.booking_id = ${vehicleBookings.id} and a.approved)`,
      ),
    )
    .orderBy(asc(vehicleBookings.startAt))
    .limit(1000);
}
