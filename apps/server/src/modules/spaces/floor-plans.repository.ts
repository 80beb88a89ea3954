import {
  equipment,
  floorPlans,
  openingExceptions,
  openingHours,
  spaceEquipment,
  spaces,
} from '@buchbar/db/schema/spaces';
import type {
  OpeningException,
  OpeningExceptionStatus,
  WeeklyOpeningHours,
} from '@buchbar/domain/booking/opening-hours';
import type { IsoWeekday } from '@buchbar/domain/time/zoned-time';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function listFloorPlans(db: Db, tenantId: string, product: string) {
  return db
    .select()
    .from(floorPlans)
    .where(and(eq(floorPlans.tenantId, tenantId), eq(floorPlans.product, product)))
    .orderBy(asc(floorPlans.name));
}

export async function findFloorPlan(db: Db, tenantId: string, product: string, id: string) {
  const rows = await db
    .select()
    .from(floorPlans)
    .where(and(eq(floorPlans.tenantId, tenantId), eq(floorPlans.product, product), eq(floorPlans.id, id)));
  return rows[0];
}

export async function listSeats(db: Db, tenantId: string, floorPlanId: string) {
  return seatsWithEquipment(
    db,
    await db
      .select()
      .from(spaces)
      .where(and(eq(spaces.tenantId, tenantId), eq(spaces.floorPlanId, floorPlanId)))
      .orderBy(asc(spaces.label)),
  );
}

/** Seats by id, only of the tenant's plans of `product` (favourites in the sidebar); optionally only of active plans. */
export async function listSeatsByIds(
  db: Db,
  tenantId: string,
  product: string,
  ids: readonly string[],
  activePlansOnly = false,
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ space: spaces })
    .from(spaces)
    .innerJoin(floorPlans, eq(floorPlans.id, spaces.floorPlanId))
    .where(
      and(
        eq(spaces.tenantId, tenantId),
        eq(floorPlans.product, product),
        inArray(spaces.id, [...ids]),
        activePlansOnly ? eq(floorPlans.active, true) : undefined,
      ),
    )
    .orderBy(asc(spaces.label));
  return seatsWithEquipment(
    db,
    rows.map((r) => r.space),
  );
}

async function seatsWithEquipment(db: Db, rows: (typeof spaces.$inferSelect)[]) {
  const ids = rows.map((r) => r.id);
  const eq2 = ids.length
    ? await db
        .select({
          spaceId: spaceEquipment.spaceId,
          equipmentId: spaceEquipment.equipmentId,
          name: equipment.name,
          count: spaceEquipment.count,
        })
        .from(spaceEquipment)
        .innerJoin(equipment, eq(equipment.id, spaceEquipment.equipmentId))
        .where(inArray(spaceEquipment.spaceId, ids))
    : [];
  return rows.map((r) => ({
    ...r,
    equipment: eq2
      .filter((e) => e.spaceId === r.id)
      .map(({ equipmentId, name, count }) => ({ equipmentId, name, count })),
  }));
}

export async function findFloorPlanById(db: Db, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(floorPlans)
    .where(and(eq(floorPlans.tenantId, tenantId), eq(floorPlans.id, id)));
  return rows[0];
}

/** Whether a file of the floor-plans bucket is the image of one of the tenant's (active) plans. */
export async function isFloorPlanImage(
  db: Db,
  tenantId: string,
  imageFile: string,
  opts: { floorPlanId?: string; activeOnly: boolean },
): Promise<boolean> {
  const rows = await db
    .select({ id: floorPlans.id })
    .from(floorPlans)
    .where(
      and(
        eq(floorPlans.tenantId, tenantId),
        eq(floorPlans.imageFile, imageFile),
        opts.floorPlanId ? eq(floorPlans.id, opts.floorPlanId) : undefined,
        opts.activeOnly ? eq(floorPlans.active, true) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The seat with its floor plan's product, scoped to the tenant. */
export async function findSpace(db: Db, tenantId: string, spaceId: string) {
  const rows = await db
    .select({ space: spaces, product: floorPlans.product, planActive: floorPlans.active })
    .from(spaces)
    .innerJoin(floorPlans, eq(floorPlans.id, spaces.floorPlanId))
    .where(and(eq(spaces.tenantId, tenantId), eq(spaces.id, spaceId)));
  return rows[0];
}

const hhmm = (t: string) => t.slice(0, 5);

export async function loadOpening(db: Db, tenantId: string, floorPlanId: string) {
  const [weeklyRows, exceptionRows] = await Promise.all([
    db
      .select()
      .from(openingHours)
      .where(and(eq(openingHours.tenantId, tenantId), eq(openingHours.floorPlanId, floorPlanId))),
    db
      .select()
      .from(openingExceptions)
      .where(and(eq(openingExceptions.tenantId, tenantId), eq(openingExceptions.floorPlanId, floorPlanId))),
  ]);
  return { weekly: weeklyRows.map(toWeekly), exceptions: exceptionRows.map(toException) };
}

/** Stored opening rows (times as HH:mm:ss) as the domain reads them. */
function toWeekly(w: { isoWeekday: number; from: string; to: string; open: boolean }): WeeklyOpeningHours {
  return { isoWeekday: w.isoWeekday as IsoWeekday, from: hhmm(w.from), to: hhmm(w.to), open: w.open };
}

function toException(e: OpeningException): OpeningException {
  return { validFrom: e.validFrom, validTo: e.validTo, from: hhmm(e.from), to: hhmm(e.to), status: e.status };
}

/** What booking a seat needs to know of it, its plan and the plan's opening hours: one statement. */
export async function findSeatConfig(db: Db, tenantId: string, spaceId: string) {
  const result = await db.execute<{
    id: string;
    floor_plan_id: string;
    label: string;
    capacity: number;
    active: boolean;
    product: string;
    plan_active: boolean;
    plan_name: string;
    weekly: Array<[number, string, string, boolean]>;
    exceptions: Array<[string, string, string, string, OpeningExceptionStatus]>;
  }>(sql`
    select s.id, s.floor_plan_id, s.label, s.capacity, s.active, f.product, f.active as plan_active,
           f.name as plan_name,
           (select coalesce(json_agg(json_build_array(h.iso_weekday, h.from_time, h.to_time, h.open)), '[]')
              from opening_hours h where h.floor_plan_id = s.floor_plan_id) as weekly,
           (select coalesce(json_agg(json_build_array(e.valid_from, e.valid_to, e.from_time, e.to_time, e.status)), '[]')
              from opening_exceptions e where e.floor_plan_id = s.floor_plan_id) as exceptions
      from spaces s join floor_plans f on f.id = s.floor_plan_id
     where s.id = ${spaceId} and s.tenant_id = ${tenantId}`);
  const r = result.rows[0];
  if (!r) return undefined;
  const weekly = r.weekly.map(([isoWeekday, from, to, open]) => toWeekly({ isoWeekday, from, to, open }));
  const exceptions = r.exceptions.map(([validFrom, validTo, from, to, status]) =>
    toException({ validFrom, validTo, from, to, status }),
  );
  return {
    id: r.id,
    floorPlanId: r.floor_plan_id,
    label: r.label,
    capacity: r.capacity,
    active: r.active,
    product: r.product,
    planActive: r.plan_active,
    planName: r.plan_name,
    weekly,
    exceptions,
  };
}
