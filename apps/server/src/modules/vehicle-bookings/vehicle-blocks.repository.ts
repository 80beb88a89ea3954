import { serviceBookletEntries, vehicleBookings } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import type { VehicleBlockType } from '@buchbar/domain/fleet/vehicle-constants';
import { VEHICLE_BLOCKING_STATUSES } from '@buchbar/domain/fleet/vehicle-constants';
import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/database/database';

const driverUser = alias(users, 'block_driver_user');

/**
 * The vehicle's blocking bookings and blocks a block period can affect (ADR 0009 gap 6): those
 * overlapping the period widened by the minimum gap, and every running trip past its planned end
 * (it holds the car until check-out). planVehicleBlock decides which of them the block affects.
 */
export async function blockCandidates(
  db: Db,
  tenantId: string,
  vehicleId: string,
  from: Date,
  to: Date,
  gapMs: number,
  now: Date,
) {
  const lower = new Date(from.getTime() - gapMs);
  const upper = new Date(to.getTime() + gapMs);
  return db
    .select({
      id: vehicleBookings.id,
      type: vehicleBookings.type,
      status: vehicleBookings.status,
      startAt: vehicleBookings.startAt,
      endAt: vehicleBookings.endAt,
      /** Set after an early check-in: the trip holds the car from then (migration 0012). */
      occupiedFrom: vehicleBookings.occupiedFrom,
      bookerId: vehicleBookings.bookerId,
      bookerEmail: users.email,
      driverId: vehicleBookings.driverId,
      driverEmail: driverUser.email,
    })
    .from(vehicleBookings)
    .innerJoin(users, eq(users.id, vehicleBookings.bookerId))
    .leftJoin(driverUser, eq(driverUser.id, vehicleBookings.driverId))
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        eq(vehicleBookings.vehicleId, vehicleId),
        inArray(vehicleBookings.status, [...VEHICLE_BLOCKING_STATUSES]),
        or(
          sql`tstzrange(coalesce(${vehicleBookings.occupiedFrom}, ${vehicleBookings.startAt}), ${vehicleBookings.endAt}, '[)') && tstzrange(${lower}, ${upper}, '[)')`,
          and(
            eq(vehicleBookings.status, 'aktiv'),
            lt(vehicleBookings.endAt, now),
            sql`coalesce(${vehicleBookings.occupiedFrom}, ${vehicleBookings.startAt}) < ${upper}`,
          ),
        ),
      ),
    );
}

/** A block is a vehicle booking of its type, reserved, with the description as its reason. */
export async function insertBlock(
  db: Db,
  b: {
    tenantId: string;
    vehicleId: string;
    type: VehicleBlockType;
    startAt: Date;
    endAt: Date;
    bookerId: string;
    description: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(vehicleBookings)
    .values({
      tenantId: b.tenantId,
      vehicleId: b.vehicleId,
      type: b.type,
      status: 'reserviert',
      startAt: b.startAt,
      endAt: b.endAt,
      bookerId: b.bookerId,
      driverId: null,
      reason: b.description,
    })
    .returning({ id: vehicleBookings.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The vehicle's blocks (any status; the booklet leaves out the cancelled ones). */
export async function vehicleBlocks(db: Db, tenantId: string, vehicleId: string) {
  return db
    .select({
      id: vehicleBookings.id,
      type: vehicleBookings.type,
      status: vehicleBookings.status,
      startAt: vehicleBookings.startAt,
      endAt: vehicleBookings.endAt,
      description: vehicleBookings.reason,
    })
    .from(vehicleBookings)
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        eq(vehicleBookings.vehicleId, vehicleId),
        ne(vehicleBookings.type, 'BUCHUNG'),
      ),
    )
    .orderBy(desc(vehicleBookings.startAt))
    .limit(1000);
}

export async function manualEntries(db: Db, tenantId: string, vehicleId: string) {
  return db
    .select({
      id: serviceBookletEntries.id,
      type: serviceBookletEntries.type,
      startAt: serviceBookletEntries.startAt,
      endAt: serviceBookletEntries.endAt,
      description: serviceBookletEntries.description,
    })
    .from(serviceBookletEntries)
    .where(and(eq(serviceBookletEntries.tenantId, tenantId), eq(serviceBookletEntries.vehicleId, vehicleId)))
    .orderBy(desc(serviceBookletEntries.startAt))
    .limit(1000);
}

export async function insertManualEntry(
  db: Db,
  e: {
    tenantId: string;
    vehicleId: string;
    type: VehicleBlockType;
    startAt: Date;
    endAt: Date;
    description: string;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(serviceBookletEntries).values(e).returning({ id: serviceBookletEntries.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
