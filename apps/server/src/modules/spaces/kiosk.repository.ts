import { floorPlans, kioskTokens } from '@buchbar/db/schema/spaces';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function insertKioskToken(
  db: Db,
  v: { tenantId: string; floorPlanId: string; name: string; tokenHash: string },
) {
  const [row] = await db.insert(kioskTokens).values(v).returning();
  if (!row) throw new Error('insert into kiosk_tokens returned no row');
  return row;
}

export async function listKioskTokens(db: Db, tenantId: string, floorPlanId: string) {
  return db
    .select()
    .from(kioskTokens)
    .where(and(eq(kioskTokens.tenantId, tenantId), eq(kioskTokens.floorPlanId, floorPlanId)))
    .orderBy(asc(kioskTokens.createdAt));
}

export async function revokeKioskToken(db: Db, tenantId: string, floorPlanId: string, id: string) {
  const rows = await db
    .update(kioskTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(kioskTokens.tenantId, tenantId),
        eq(kioskTokens.floorPlanId, floorPlanId),
        eq(kioskTokens.id, id),
      ),
    )
    .returning({ id: kioskTokens.id });
  return rows.length > 0;
}

/** The live (not revoked) token with its floor plan's product. */
export async function findKioskToken(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      tenantId: kioskTokens.tenantId,
      floorPlanId: kioskTokens.floorPlanId,
      product: floorPlans.product,
    })
    .from(kioskTokens)
    .innerJoin(floorPlans, eq(floorPlans.id, kioskTokens.floorPlanId))
    .where(and(eq(kioskTokens.tokenHash, tokenHash), isNull(kioskTokens.revokedAt)));
  return rows[0];
}
