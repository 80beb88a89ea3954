import { officeLockerTerminals, vehicleBookings, vehicles } from '@buchbar/db/schema/fleet';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** The office-locker terminals' tokens and the bookings' codes (ADR 0009 gap 7). */
export async function insertTerminal(db: Db, v: { tenantId: string; name: string; tokenHash: string }) {
  const [row] = await db.insert(officeLockerTerminals).values(v).returning();
  if (!row) throw new Error('insert into office_locker_terminals returned no row');
  return row;
}

export async function listTerminals(db: Db, tenantId: string) {
  return db
    .select()
    .from(officeLockerTerminals)
    .where(eq(officeLockerTerminals.tenantId, tenantId))
    .orderBy(asc(officeLockerTerminals.createdAt), asc(officeLockerTerminals.id));
}

export async function revokeTerminal(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(officeLockerTerminals)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(officeLockerTerminals.tenantId, tenantId),
        eq(officeLockerTerminals.id, id),
        isNull(officeLockerTerminals.revokedAt),
      ),
    )
    .returning({ id: officeLockerTerminals.id });
  return rows.length > 0;
}

/** The live (not revoked) terminal of a token hash. */
export async function findTerminal(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: officeLockerTerminals.id,
      tenantId: officeLockerTerminals.tenantId,
      name: officeLockerTerminals.name,
    })
    .from(officeLockerTerminals)
    .where(and(eq(officeLockerTerminals.tokenHash, tokenHash), isNull(officeLockerTerminals.revokedAt)));
  return row;
}

/**
 * Counts one code attempt in the terminal's fixed one-minute window (one atomic UPDATE, so every
 * app instance shares the count) and returns the attempts of the current window.
 */
export async function countAttempt(db: Db, terminalId: string, now: Date): Promise<number> {
  const fresh = sql`${officeLockerTerminals.attemptWindowStart} > ${now.toISOString()}::timestamptz - interval '1 minute'`;
  const [row] = await db
    .update(officeLockerTerminals)
    .set({
      attemptCount: sql`CASE WHEN ${fresh} THEN ${officeLockerTerminals.attemptCount} + 1 ELSE 1 END`,
      attemptWindowStart: sql`CASE WHEN ${fresh} THEN ${officeLockerTerminals.attemptWindowStart} ELSE ${now.toISOString()}::timestamptz END`,
    })
    .where(eq(officeLockerTerminals.id, terminalId))
    .returning({ count: officeLockerTerminals.attemptCount });
  return row?.count ?? Number.MAX_SAFE_INTEGER;
}

/** Live trips (reserved or running) of the tenant carrying the code's hash, with their vehicle's compartment. */
export async function findByCodeHash(db: Db, tenantId: string, codeHash: string) {
  return db
    .select({
      id: vehicleBookings.id,
      type: vehicleBookings.type,
      status: vehicleBookings.status,
      startAt: vehicleBookings.startAt,
      bookerId: vehicleBookings.bookerId,
      driverId: vehicleBookings.driverId,
      guestName: vehicleBookings.guestName,
      guestConfirmed: vehicleBookings.guestConfirmed,
      vehicleId: vehicleBookings.vehicleId,
      fuelType: vehicles.fuelType,
      keyCompartment: vehicles.keyCompartment,
    })
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        eq(vehicleBookings.lockerCodeHash, codeHash),
        eq(vehicleBookings.type, 'BUCHUNG'),
        inArray(vehicleBookings.status, ['reserviert', 'aktiv']),
      ),
    )
    .limit(10);
}

export async function setCodeHash(db: Db, tenantId: string, bookingId: string, codeHash: string) {
  await db
    .update(vehicleBookings)
    .set({ lockerCodeHash: codeHash })
    .where(and(eq(vehicleBookings.tenantId, tenantId), eq(vehicleBookings.id, bookingId)));
}

export async function findKeyCompartment(db: Db, tenantId: string, vehicleId: string) {
  const [row] = await db
    .select({ keyCompartment: vehicles.keyCompartment })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, vehicleId)));
  return row;
}

export async function setKeyCompartment(
  db: Db,
  tenantId: string,
  vehicleId: string,
  keyCompartment: string | null,
): Promise<boolean> {
  const rows = await db
    .update(vehicles)
    .set({ keyCompartment })
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, vehicleId)))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}
