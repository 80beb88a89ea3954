import { vehicleBookings, vehicleHistory, vehicleHistoryDamages } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import type { TripEntry } from '@buchbar/domain/fleet/trip-readings';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * The trip entries of the vehicle history (ADR 0009 gap 1, 3): CHECK_IN and CHECK_OUT rows with
 * their readings, damages as rows of vehicle_history_damages. The entry's created_at is the
 * actual time of the trip's start or end; the booking keeps its planned period.
 */

/** The vehicle's newest mileage reading (any entry with a mileage), or null. */
export async function lastMileage(db: Db, tenantId: string, vehicleId: string): Promise<number | null> {
  const [row] = await db
    .select({ mileage: vehicleHistory.mileage })
    .from(vehicleHistory)
    .where(
      and(
        eq(vehicleHistory.tenantId, tenantId),
        eq(vehicleHistory.vehicleId, vehicleId),
        isNotNull(vehicleHistory.mileage),
      ),
    )
    .orderBy(desc(vehicleHistory.createdAt), desc(vehicleHistory.mileage))
    .limit(1);
  return row?.mileage ?? null;
}

/** The guest of a guest booking (name set) and whether they confirmed, or null (ADR 0009 gap 5). */
export async function guestOf(db: Db, bookingId: string): Promise<{ confirmed: boolean } | null> {
  const [row] = await db
    .select({ name: vehicleBookings.guestName, confirmed: vehicleBookings.guestConfirmed })
    .from(vehicleBookings)
    .where(eq(vehicleBookings.id, bookingId));
  return row?.name ? { confirmed: row.confirmed } : null;
}

/** Moves the booking's status only from the one read under the lock; false when it had moved. */
export async function setStatusFrom(
  db: Db,
  bookingId: string,
  from: BookingStatus,
  to: BookingStatus,
): Promise<boolean> {
  const rows = await db
    .update(vehicleBookings)
    .set({ status: to })
    .where(and(eq(vehicleBookings.id, bookingId), eq(vehicleBookings.status, from)))
    .returning({ id: vehicleBookings.id });
  return rows.length === 1;
}

/**
 * An early check-in: the trip holds the car from its actual start (migration 0012). The exclusion
 * constraint checks the widened period; a violation is 409 VEHICLE_ALREADY_BOOKED.
 */
export async function setOccupiedFrom(db: Db, bookingId: string, at: Date): Promise<void> {
  await db.update(vehicleBookings).set({ occupiedFrom: at }).where(eq(vehicleBookings.id, bookingId));
}

export async function insertTripEntry(
  db: Db,
  e: {
    tenantId: string;
    vehicleId: string;
    bookingId: string;
    userId: string;
    status: BookingStatus;
    description: string;
    at: Date;
    entry: TripEntry;
  },
): Promise<string> {
  const [row] = await db
    .insert(vehicleHistory)
    .values({
      tenantId: e.tenantId,
      vehicleId: e.vehicleId,
      bookingId: e.bookingId,
      userId: e.userId,
      type: e.entry.type,
      status: e.status,
      description: e.description,
      mileage: e.entry.mileage,
      fuelPercent: e.entry.fuelPercent,
      chargePercent: e.entry.chargePercent,
      cleanlinessInside: e.entry.cleanlinessInside,
      cleanlinessOutside: e.entry.cleanlinessOutside,
      parkingSpot: e.entry.parkingSpot,
      receipts: [...e.entry.receipts],
      attributes: { ...e.entry.attributes },
      createdAt: e.at,
    })
    .returning({ id: vehicleHistory.id });
  if (!row) throw new Error('insert returned no row');
  if (e.entry.damages.length > 0)
    await db.insert(vehicleHistoryDamages).values(
      e.entry.damages.map((d, position) => ({
        tenantId: e.tenantId,
        historyId: row.id,
        position,
        description: d.description,
        photos: [...d.photos],
      })),
    );
  return row.id;
}

export type TripEntryRow = Awaited<ReturnType<typeof tripEntries>>[number];

/** The CHECK_IN and CHECK_OUT entries of one booking, oldest first, with their damages. */
export async function tripEntries(db: Db, tenantId: string, bookingId: string) {
  const rows = await db
    .select({
      id: vehicleHistory.id,
      type: vehicleHistory.type,
      createdAt: vehicleHistory.createdAt,
      userId: vehicleHistory.userId,
      userName: users.name,
      mileage: vehicleHistory.mileage,
      fuelPercent: vehicleHistory.fuelPercent,
      chargePercent: vehicleHistory.chargePercent,
      cleanlinessInside: vehicleHistory.cleanlinessInside,
      cleanlinessOutside: vehicleHistory.cleanlinessOutside,
      parkingSpot: vehicleHistory.parkingSpot,
      receipts: vehicleHistory.receipts,
      attributes: vehicleHistory.attributes,
    })
    .from(vehicleHistory)
    .leftJoin(users, eq(users.id, vehicleHistory.userId))
    .where(
      and(
        eq(vehicleHistory.tenantId, tenantId),
        eq(vehicleHistory.bookingId, bookingId),
        inArray(vehicleHistory.type, ['CHECK_IN', 'CHECK_OUT']),
      ),
    )
    .orderBy(asc(vehicleHistory.createdAt), asc(vehicleHistory.id));
  if (rows.length === 0) return [];
  const damages = await db
    .select({
      historyId: vehicleHistoryDamages.historyId,
      description: vehicleHistoryDamages.description,
      photos: vehicleHistoryDamages.photos,
    })
    .from(vehicleHistoryDamages)
    .where(
      inArray(
        vehicleHistoryDamages.historyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(vehicleHistoryDamages.position));
  return rows.map((r) => ({
    ...r,
    damages: damages
      .filter((d) => d.historyId === r.id)
      .map((d) => ({ description: d.description, photos: d.photos })),
  }));
}

/**
 * Whether a trip file (named `trip-<bookingId>-…`) belongs to a booking of the tenant, and its
 * driver and booker: who may download it besides fleet care (ADR 0009 point 9).
 */
export async function tripFileBooking(db: Db, tenantId: string, bookingId: string) {
  const [row] = await db
    .select({
      id: vehicleBookings.id,
      driverId: vehicleBookings.driverId,
      bookerId: vehicleBookings.bookerId,
      guestName: vehicleBookings.guestName,
    })
    .from(vehicleBookings)
    .where(and(eq(vehicleBookings.tenantId, tenantId), eq(vehicleBookings.id, bookingId)));
  return row ?? null;
}
