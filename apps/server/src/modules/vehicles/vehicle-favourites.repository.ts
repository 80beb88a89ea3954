import { vehicles } from '@buchbar/db/schema/fleet';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids among `ids` that are not a vehicle of the tenant (favourites, user setting
 * vehicles.favouriteVehicles): another tenant's, unknown or malformed ids. A deactivated vehicle of
 * the tenant stays acceptable, so its deactivation never makes the user's stored list unsavable
 * (the list page shows active vehicles only).
 */
export async function findUnknownVehicleIds(db: Db, tenantId: string, ids: readonly string[]) {
  const wellFormed = [...new Set(ids.filter((id) => UUID.test(id)))];
  const found =
    wellFormed.length === 0
      ? []
      : await db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, wellFormed)));
  const known = new Set(found.map((row) => row.id.toLowerCase()));
  return ids.filter((id) => !known.has(id.toLowerCase()));
}
