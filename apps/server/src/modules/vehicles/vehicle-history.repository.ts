import { vehicleHistory, vehicleHistoryDamages } from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import type { VehicleHistoryType } from '@buchbar/domain/fleet/vehicle-constants';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * The vehicle history as fleet care reads it (issue 11 point 4): every entry with its readings
 * and damages, newest first, filtered by type and period, one page at a time. Pages are cut by
 * (created_at, id), not by offset: entries keep arriving at the top while someone pages down.
 * The cursor carries created_at in whole microseconds (PostgreSQL's precision; a JS Date would
 * drop them and repeat or skip entries of the same millisecond).
 */
export type HistoryPageQuery = {
  types: readonly VehicleHistoryType[];
  start: Date | null;
  end: Date | null;
  after: { micros: string; id: string } | null;
  limit: number;
};

const micros = sql<string>`(extract(epoch from ${vehicleHistory.createdAt}) * 1000000)::bigint::text`;

export async function listHistoryPage(db: Db, tenantId: string, vehicleId: string, q: HistoryPageQuery) {
  const rows = await db
    .select({
      id: vehicleHistory.id,
      type: vehicleHistory.type,
      status: vehicleHistory.status,
      description: vehicleHistory.description,
      bookingId: vehicleHistory.bookingId,
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
      createdAt: vehicleHistory.createdAt,
      micros,
    })
    .from(vehicleHistory)
    .leftJoin(users, eq(users.id, vehicleHistory.userId))
    .where(
      and(
        eq(vehicleHistory.tenantId, tenantId),
        eq(vehicleHistory.vehicleId, vehicleId),
        q.types.length > 0 ? inArray(vehicleHistory.type, [...q.types]) : undefined,
        q.start ? gte(vehicleHistory.createdAt, q.start) : undefined,
        q.end ? lt(vehicleHistory.createdAt, q.end) : undefined,
        q.after
          ? sql`(${vehicleHistory.createdAt}, ${vehicleHistory.id}) < (timestamptz 'epoch' + ${q.after.micros}::bigint * interval '1 microsecond', ${q.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(vehicleHistory.createdAt), desc(vehicleHistory.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const next = rows.length > q.limit && last ? `${last.micros}~${last.id}` : null;
  if (page.length === 0) return { entries: [], next };
  const damages = await db
    .select({
      historyId: vehicleHistoryDamages.historyId,
      description: vehicleHistoryDamages.description,
      photos: vehicleHistoryDamages.photos,
    })
    .from(vehicleHistoryDamages)
    .where(
      and(
        eq(vehicleHistoryDamages.tenantId, tenantId),
        inArray(
          vehicleHistoryDamages.historyId,
          page.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(vehicleHistoryDamages.position));
  return {
    entries: page.map(({ micros: _cursor, ...r }) => ({
      ...r,
      damages: damages
        .filter((d) => d.historyId === r.id)
        .map((d) => ({ description: d.description, photos: d.photos })),
    })),
    next,
  };
}

export type HistoryPageEntry = Awaited<ReturnType<typeof listHistoryPage>>['entries'][number];
