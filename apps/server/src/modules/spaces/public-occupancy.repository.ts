import { floorPlans } from '@buchbar/db/schema/spaces';
import { tenants } from '@buchbar/db/schema/tenancy';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** The tenant's plans shown on /public (ADR 0016): active and marked public. */
export async function listPublicFloorPlans(db: Db, tenantId: string) {
  return db
    .select()
    .from(floorPlans)
    .where(and(eq(floorPlans.tenantId, tenantId), eq(floorPlans.isPublic, true), eq(floorPlans.active, true)))
    .orderBy(asc(floorPlans.product), asc(floorPlans.name));
}

/** Whether a file of the tenant with this key is the image of one of its public, active plans. */
export async function isPublicFloorPlanImage(db: Db, tenantKey: string, imageFile: string): Promise<boolean> {
  const rows = await db
    .select({ id: floorPlans.id })
    .from(floorPlans)
    .innerJoin(tenants, eq(tenants.id, floorPlans.tenantId))
    .where(
      and(
        eq(tenants.key, tenantKey),
        eq(floorPlans.imageFile, imageFile),
        eq(floorPlans.isPublic, true),
        eq(floorPlans.active, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
