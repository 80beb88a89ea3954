import {
  equipment,
  floorPlans,
  openingExceptions,
  openingHours,
  spaceEquipment,
  spaces,
} from '@buchbar/db/schema/spaces';
import type { OpeningExceptionStatus } from '@buchbar/domain/booking/opening-hours';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function listEquipment(db: Db, tenantId: string) {
  return db
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(eq(equipment.tenantId, tenantId))
    .orderBy(asc(equipment.name));
}

export async function saveEquipment(db: Db, tenantId: string, name: string, id?: string) {
  if (id) {
    const rows = await db
      .update(equipment)
      .set({ name })
      .where(and(eq(equipment.tenantId, tenantId), eq(equipment.id, id)))
      .returning({ id: equipment.id });
    return rows[0]?.id;
  }
  const [row] = await db.insert(equipment).values({ tenantId, name }).returning({ id: equipment.id });
  return row?.id;
}

export async function deleteEquipment(db: Db, tenantId: string, id: string) {
  const rows = await db
    .delete(equipment)
    .where(and(eq(equipment.tenantId, tenantId), eq(equipment.id, id)))
    .returning({ id: equipment.id });
  return rows.length > 0;
}

type PlanFields = Omit<typeof floorPlans.$inferInsert, 'id' | 'tenantId' | 'product' | 'createdAt'>;

export async function saveFloorPlan(db: Db, tenantId: string, product: string, v: PlanFields, id?: string) {
  if (id) {
    const rows = await db
      .update(floorPlans)
      .set(v)
      .where(and(eq(floorPlans.tenantId, tenantId), eq(floorPlans.product, product), eq(floorPlans.id, id)))
      .returning({ id: floorPlans.id });
    return rows[0]?.id;
  }
  const [row] = await db
    .insert(floorPlans)
    .values({ ...v, tenantId, product })
    .returning({ id: floorPlans.id });
  return row?.id;
}

type SeatFields = Omit<typeof spaces.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

export async function saveSeat(db: Db, tenantId: string, v: SeatFields, id?: string) {
  if (id) {
    const rows = await db
      .update(spaces)
      .set(v)
      .where(and(eq(spaces.tenantId, tenantId), eq(spaces.id, id)))
      .returning({ id: spaces.id });
    return rows[0]?.id;
  }
  const [row] = await db
    .insert(spaces)
    .values({ ...v, tenantId })
    .returning({ id: spaces.id });
  return row?.id;
}

export async function moveSeat(db: Db, tenantId: string, id: string, pos: { posX: number; posY: number }) {
  const rows = await db
    .update(spaces)
    .set(pos)
    .where(and(eq(spaces.tenantId, tenantId), eq(spaces.id, id)))
    .returning({ id: spaces.id });
  return rows.length > 0;
}

/** Spec 7: equipment of a seat is deleted and re-inserted. */
export async function replaceSeatEquipment(
  db: Db,
  tenantId: string,
  spaceId: string,
  items: { equipmentId: string; count: number }[],
) {
  await db
    .delete(spaceEquipment)
    .where(and(eq(spaceEquipment.tenantId, tenantId), eq(spaceEquipment.spaceId, spaceId)));
  if (items.length > 0)
    await db.insert(spaceEquipment).values(items.map((i) => ({ ...i, tenantId, spaceId })));
}

export async function replaceWeeklyHours(
  db: Db,
  tenantId: string,
  floorPlanId: string,
  rows: { isoWeekday: number; from: string; to: string; open: boolean }[],
) {
  await db
    .delete(openingHours)
    .where(and(eq(openingHours.tenantId, tenantId), eq(openingHours.floorPlanId, floorPlanId)));
  if (rows.length > 0)
    await db.insert(openingHours).values(rows.map((r) => ({ ...r, tenantId, floorPlanId })));
}

export async function listExceptions(db: Db, tenantId: string, floorPlanId: string) {
  const rows = await db
    .select()
    .from(openingExceptions)
    .where(and(eq(openingExceptions.tenantId, tenantId), eq(openingExceptions.floorPlanId, floorPlanId)))
    .orderBy(asc(openingExceptions.validFrom));
  return rows.map((e) => ({
    id: e.id,
    validFrom: e.validFrom,
    validTo: e.validTo,
    from: e.from.slice(0, 5),
    to: e.to.slice(0, 5),
    status: e.status,
  }));
}

export async function insertException(
  db: Db,
  tenantId: string,
  floorPlanId: string,
  e: { validFrom: string; validTo: string; from: string; to: string; status: OpeningExceptionStatus },
) {
  const [row] = await db
    .insert(openingExceptions)
    .values({ ...e, tenantId, floorPlanId })
    .returning({ id: openingExceptions.id });
  return row?.id;
}

export async function deleteException(db: Db, tenantId: string, floorPlanId: string, id: string) {
  const rows = await db
    .delete(openingExceptions)
    .where(
      and(
        eq(openingExceptions.tenantId, tenantId),
        eq(openingExceptions.floorPlanId, floorPlanId),
        eq(openingExceptions.id, id),
      ),
    )
    .returning({ id: openingExceptions.id });
  return rows.length > 0;
}
