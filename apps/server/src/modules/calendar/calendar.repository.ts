import { calendarFeedTokens } from '@buchbar/db/schema/calendar';
import { vehicleBookings, vehicles } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import { locations } from '@buchbar/db/schema/locations';
import { floorPlans, spaceBookings, spaces } from '@buchbar/db/schema/spaces';
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * The only SQL of the calendar context: feed tokens, and a read-only projection of the booking
 * tables of spaces and fleet (what a feed lists). Booking writes stay in their own modules.
 */

type Owner = { tenantId: string; userId: string; vehicleId: string | null };

const ownerIs = (o: Owner) =>
  and(
    eq(calendarFeedTokens.tenantId, o.tenantId),
    eq(calendarFeedTokens.userId, o.userId),
    o.vehicleId === null
      ? isNull(calendarFeedTokens.vehicleId)
      : eq(calendarFeedTokens.vehicleId, o.vehicleId),
  );

/** Replaces the owner's token (the old one stops working in the same transaction). */
export async function replaceToken(db: Db, o: Owner, tokenHash: string) {
  await db.delete(calendarFeedTokens).where(ownerIs(o));
  const [row] = await db
    .insert(calendarFeedTokens)
    .values({ ...o, tokenHash })
    .returning({ createdAt: calendarFeedTokens.createdAt });
  if (!row) throw new Error('insert into calendar_feed_tokens returned no row');
  return row;
}

export async function deleteToken(db: Db, o: Owner): Promise<boolean> {
  const rows = await db.delete(calendarFeedTokens).where(ownerIs(o)).returning({ id: calendarFeedTokens.id });
  return rows.length > 0;
}

export async function findOwnToken(db: Db, o: Owner) {
  const rows = await db
    .select({ createdAt: calendarFeedTokens.createdAt, lastUsedAt: calendarFeedTokens.lastUsedAt })
    .from(calendarFeedTokens)
    .where(ownerIs(o));
  return rows[0];
}

/** The token's owner, if the token is live and its user active. */
export async function findByHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: calendarFeedTokens.id,
      tenantId: calendarFeedTokens.tenantId,
      userId: calendarFeedTokens.userId,
      vehicleId: calendarFeedTokens.vehicleId,
      lastUsedAt: calendarFeedTokens.lastUsedAt,
      userName: users.name,
      userTenantId: users.tenantId,
      userStatus: users.status,
    })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.tokenHash, tokenHash));
  return rows[0];
}

export async function touchToken(db: Db, id: string, at: Date) {
  await db.update(calendarFeedTokens).set({ lastUsedAt: at }).where(eq(calendarFeedTokens.id, id));
}

export async function findVehicle(db: Db, tenantId: string, vehicleId: string) {
  const rows = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      licencePlate: vehicles.licencePlate,
      locationName: locations.name,
    })
    .from(vehicles)
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, vehicleId)));
  return rows[0];
}

type Window = { from: Date; to: Date };

/** The user's seat and room bookings (as participant) overlapping the window, not cancelled. */
export async function spaceBookingsOf(db: Db, tenantId: string, userId: string, w: Window) {
  return db
    .select({
      id: spaceBookings.id,
      startAt: spaceBookings.startAt,
      endAt: spaceBookings.endAt,
      status: spaceBookings.status,
      createdAt: spaceBookings.createdAt,
      groupSize: spaceBookings.groupSize,
      spaceLabel: spaces.label,
      floorPlanName: floorPlans.name,
      product: floorPlans.product,
      locationName: locations.name,
    })
    .from(spaceBookings)
    .innerJoin(spaces, eq(spaces.id, spaceBookings.spaceId))
    .innerJoin(floorPlans, eq(floorPlans.id, spaces.floorPlanId))
    .leftJoin(locations, eq(locations.id, floorPlans.locationId))
    .where(
      and(
        eq(spaceBookings.tenantId, tenantId),
        eq(spaceBookings.participantId, userId),
        ne(spaceBookings.status, 'storniert'),
        lt(spaceBookings.startAt, w.to),
        gt(spaceBookings.endAt, w.from),
      ),
    )
    .orderBy(asc(spaceBookings.startAt))
    .limit(5000);
}

const driver = sql<string | null>`(select u.name from users u where u.id = ${vehicleBookings.driverId})`;

const vehicleBookingColumns = {
  id: vehicleBookings.id,
  vehicleId: vehicleBookings.vehicleId,
  startAt: vehicleBookings.startAt,
  endAt: vehicleBookings.endAt,
  status: vehicleBookings.status,
  createdAt: vehicleBookings.createdAt,
  reason: vehicleBookings.reason,
  destination: vehicleBookings.destination,
  guestName: vehicleBookings.guestName,
  driverName: driver,
  make: vehicles.make,
  model: vehicles.model,
  licencePlate: vehicles.licencePlate,
  locationName: locations.name,
};

/** Trips (not blocks) the user booked or drives, overlapping the window, not cancelled. */
export async function vehicleBookingsOf(db: Db, tenantId: string, userId: string, w: Window) {
  return db
    .select(vehicleBookingColumns)
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        or(eq(vehicleBookings.bookerId, userId), eq(vehicleBookings.driverId, userId)),
        eq(vehicleBookings.type, 'BUCHUNG'),
        ne(vehicleBookings.status, 'storniert'),
        lt(vehicleBookings.startAt, w.to),
        gt(vehicleBookings.endAt, w.from),
      ),
    )
    .orderBy(asc(vehicleBookings.startAt))
    .limit(5000);
}

/** Every trip of one vehicle of the tenant overlapping the window, not cancelled. */
export async function bookingsOfVehicle(db: Db, tenantId: string, vehicleId: string, w: Window) {
  return db
    .select(vehicleBookingColumns)
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        eq(vehicleBookings.vehicleId, vehicleId),
        eq(vehicleBookings.type, 'BUCHUNG'),
        ne(vehicleBookings.status, 'storniert'),
        lt(vehicleBookings.startAt, w.to),
        gt(vehicleBookings.endAt, w.from),
      ),
    )
    .orderBy(asc(vehicleBookings.startAt))
    .limit(5000);
}
