import { vehicleBookings, vehicleHistory, vehicles } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import { logbookEntries, logbookVersions } from '@buchbar/db/schema/logbook';
import type { LogbookVersionKind } from '@buchbar/domain/fleet/logbook';
import type { StoredVersion } from '@buchbar/domain/fleet/logbook-chain';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * The logbook's SQL (issue 12; ADR 0010). Only inserts and reads: the tables are append-only
 * (migration 0016). Callers hold the vehicle's advisory lock while appending, so `seq` and
 * `prev_hash` are read and written by one transaction at a time; the unique (vehicle_id, seq)
 * index is the database's backstop.
 */

export type LogbookVersionRow = StoredVersion & { kind: LogbookVersionKind; tenantId: string };

/** What a checked-out trip gives its entry: booking, plate, driver, check-in and check-out. */
export async function tripForLogbook(db: Db, tenantId: string, bookingId: string) {
  const [b] = await db
    .select({
      id: vehicleBookings.id,
      vehicleId: vehicleBookings.vehicleId,
      plate: vehicles.licencePlate,
      startAt: vehicleBookings.startAt,
      endAt: vehicleBookings.endAt,
      driverId: vehicleBookings.driverId,
      driverName: users.name,
      guestName: vehicleBookings.guestName,
      reason: vehicleBookings.reason,
      destination: vehicleBookings.destination,
      stopover: vehicleBookings.stopover,
      detour: vehicleBookings.detour,
      contact: vehicleBookings.contact,
    })
    .from(vehicleBookings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleBookings.vehicleId))
    .leftJoin(users, eq(users.id, vehicleBookings.driverId))
    .where(and(eq(vehicleBookings.tenantId, tenantId), eq(vehicleBookings.id, bookingId)));
  if (!b) return undefined;
  const steps = await db
    .select({ type: vehicleHistory.type, at: vehicleHistory.createdAt, mileage: vehicleHistory.mileage })
    .from(vehicleHistory)
    .where(
      and(
        eq(vehicleHistory.tenantId, tenantId),
        eq(vehicleHistory.bookingId, bookingId),
        inArray(vehicleHistory.type, ['CHECK_IN', 'CHECK_OUT']),
      ),
    )
    .orderBy(asc(vehicleHistory.createdAt));
  return {
    ...b,
    checkIn: steps.find((s) => s.type === 'CHECK_IN') ?? null,
    checkOut: steps.findLast((s) => s.type === 'CHECK_OUT') ?? null,
  };
}

/** The newest version of a vehicle's chain (its seq and hash), or undefined for an empty chain. */
export async function chainHead(db: Db, vehicleId: string) {
  const [row] = await db
    .select({ seq: logbookVersions.seq, hash: logbookVersions.hash })
    .from(logbookVersions)
    .where(eq(logbookVersions.vehicleId, vehicleId))
    .orderBy(desc(logbookVersions.seq))
    .limit(1);
  return row;
}

export async function entryOfBooking(db: Db, bookingId: string) {
  const [row] = await db
    .select({ id: logbookEntries.id })
    .from(logbookEntries)
    .where(eq(logbookEntries.bookingId, bookingId));
  return row;
}

export async function insertEntry(
  db: Db,
  e: {
    id: string;
    tenantId: string;
    vehicleId: string;
    bookingId: string;
    driverId: string | null;
    tripEndedAt: Date;
    createdAt: Date;
  },
) {
  await db.insert(logbookEntries).values(e);
}

export async function insertVersion(db: Db, v: LogbookVersionRow) {
  await db.insert(logbookVersions).values({
    id: v.id,
    tenantId: v.tenantId,
    vehicleId: v.vehicleId,
    entryId: v.entryId,
    seq: v.seq,
    version: v.version,
    kind: v.kind,
    content: v.content as Record<string, unknown>,
    reason: v.reason,
    authorId: v.authorId,
    authorName: v.authorName,
    createdAt: new Date(v.createdAt),
    prevHash: v.prevHash,
    hash: v.hash,
  });
}

const entryColumns = {
  id: logbookEntries.id,
  tenantId: logbookEntries.tenantId,
  vehicleId: logbookEntries.vehicleId,
  bookingId: logbookEntries.bookingId,
  driverId: logbookEntries.driverId,
  tripEndedAt: logbookEntries.tripEndedAt,
};
export type LogbookEntryRow = {
  id: string;
  tenantId: string;
  vehicleId: string;
  bookingId: string;
  driverId: string | null;
  tripEndedAt: Date;
};

export async function findEntry(db: Db, tenantId: string, id: string): Promise<LogbookEntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(logbookEntries)
    .where(and(eq(logbookEntries.tenantId, tenantId), eq(logbookEntries.id, id)));
  return row;
}

/**
 * Entries of a vehicle (or of a driver across vehicles) whose trip ended in `[start, end)`,
 * oldest first. A deactivated vehicle keeps its logbook: nothing here looks at `active`.
 */
export async function listEntries(
  db: Db,
  tenantId: string,
  by: { vehicleId: string } | { driverId: string },
  range: { start: Date | null; end: Date | null },
): Promise<LogbookEntryRow[]> {
  return db
    .select(entryColumns)
    .from(logbookEntries)
    .where(
      and(
        eq(logbookEntries.tenantId, tenantId),
        'vehicleId' in by
          ? eq(logbookEntries.vehicleId, by.vehicleId)
          : eq(logbookEntries.driverId, by.driverId),
        range.start ? gte(logbookEntries.tripEndedAt, range.start) : undefined,
        range.end ? lt(logbookEntries.tripEndedAt, range.end) : undefined,
      ),
    )
    .orderBy(asc(logbookEntries.tripEndedAt), asc(logbookEntries.id))
    .limit(5000);
}

const versionColumns = {
  id: logbookVersions.id,
  tenantId: logbookVersions.tenantId,
  vehicleId: logbookVersions.vehicleId,
  entryId: logbookVersions.entryId,
  seq: logbookVersions.seq,
  version: logbookVersions.version,
  kind: logbookVersions.kind,
  content: logbookVersions.content,
  reason: logbookVersions.reason,
  authorId: logbookVersions.authorId,
  authorName: logbookVersions.authorName,
  createdAt: logbookVersions.createdAt,
  prevHash: logbookVersions.prevHash,
  hash: logbookVersions.hash,
};

function selectVersions(db: Db, where: SQL | undefined) {
  return db.select(versionColumns).from(logbookVersions).where(where);
}

function toStored(r: Awaited<ReturnType<typeof selectVersions>>[number]): LogbookVersionRow {
  return {
    ...r,
    content: r.content as StoredVersion['content'],
    createdAt: r.createdAt.toISOString(),
  };
}

/** The versions of some entries, by entry then version. */
export async function versionsOf(db: Db, entryIds: readonly string[]): Promise<LogbookVersionRow[]> {
  if (entryIds.length === 0) return [];
  const rows = await selectVersions(db, inArray(logbookVersions.entryId, [...entryIds])).orderBy(
    asc(logbookVersions.entryId),
    asc(logbookVersions.version),
  );
  return rows.map(toStored);
}

/** A vehicle's whole chain in `seq` order, as stored (what verify recomputes). */
export async function chainOf(db: Db, tenantId: string, vehicleId: string): Promise<LogbookVersionRow[]> {
  const rows = await selectVersions(
    db,
    and(eq(logbookVersions.tenantId, tenantId), eq(logbookVersions.vehicleId, vehicleId)),
  ).orderBy(asc(logbookVersions.seq));
  return rows.map(toStored);
}
