import { locations } from '@buchbar/db/schema/locations';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function listLocations(db: Db, tenantId: string) {
  return db
    .select({ id: locations.id, name: locations.name, parkingSpaces: locations.parkingSpaces })
    .from(locations)
    .where(eq(locations.tenantId, tenantId))
    .orderBy(asc(locations.name));
}

export async function saveLocation(
  db: Db,
  tenantId: string,
  v: { name: string; parkingSpaces: number },
  id?: string,
) {
  if (id) {
    const rows = await db
      .update(locations)
      .set(v)
      .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
      .returning({ id: locations.id });
    return rows[0]?.id;
  }
  const [row] = await db
    .insert(locations)
    .values({ ...v, tenantId })
    .returning({ id: locations.id });
  return row?.id;
}

export async function deleteLocation(db: Db, tenantId: string, id: string) {
  const rows = await db
    .delete(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
    .returning({ id: locations.id });
  return rows.length > 0;
}

export async function locationExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
    .limit(1);
  return rows.length > 0;
}
