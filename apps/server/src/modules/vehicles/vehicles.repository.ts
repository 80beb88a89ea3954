import {
  objectAttributes,
  vehicleAttributeValues,
  vehicleDepartments,
  vehicleHistory,
  vehicles,
} from '@buchbar/db/schema/fleet';
import { users } from '@buchbar/db/schema/identity';
import { locations } from '@buchbar/db/schema/locations';
import { departments } from '@buchbar/db/schema/tenancy';
import type { VehicleBusyPeriod } from '@buchbar/domain/fleet/availability';
import {
  CHOICE_ATTRIBUTE_TYPES,
  VEHICLE_BLOCKING_STATUSES,
  type VehicleHistoryType,
} from '@buchbar/domain/fleet/vehicle-constants';
import { and, asc, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import { lockInTransaction } from '../../platform/database/advisory-locks';
import type { Db } from '../../platform/database/database';
import { idIn } from '../../platform/database/id-list';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleValues = Omit<
  typeof vehicles.$inferInsert,
  'id' | 'tenantId' | 'active' | 'deactivatedAt' | 'deactivatedBy' | 'createdAt' | 'updatedAt'
>;
export type VehicleRecord = {
  vehicle: VehicleRow;
  locationName: string;
  departmentIds: string[];
  attributes: { attributeId: string; value: string }[];
};

/** Every booking change and availability-deciding master-data change of a vehicle runs under this lock (ADR 0008). */
export const lockVehicle = (db: Db, vehicleId: string) => lockInTransaction(db, 'vehicle', vehicleId);

export async function listVehicles(
  db: Db,
  tenantId: string,
  f: { includeInactive: boolean; locationId?: string; departmentId?: string; id?: string; ids?: string[] },
): Promise<VehicleRecord[]> {
  if (f.ids?.length === 0) return [];
  const ofVehicle = (extra?: ReturnType<typeof eq>) =>
    db
      .select({ one: sql`1` })
      .from(vehicleDepartments)
      .where(and(eq(vehicleDepartments.vehicleId, vehicles.id), extra));
  const rows = await db
    .select({ vehicle: vehicles, locationName: locations.name })
    .from(vehicles)
    .innerJoin(locations, eq(locations.id, vehicles.locationId))
    .where(
      and(
        eq(vehicles.tenantId, tenantId),
        f.includeInactive ? undefined : eq(vehicles.active, true),
        f.locationId ? eq(vehicles.locationId, f.locationId) : undefined,
        f.id ? eq(vehicles.id, f.id) : undefined,
        f.ids ? idIn(vehicles.id, f.ids) : undefined,
        // A vehicle of no department belongs to all (spec 3).
        f.departmentId
          ? or(notExists(ofVehicle()), exists(ofVehicle(eq(vehicleDepartments.departmentId, f.departmentId))))
          : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(vehicles.make), asc(vehicles.model), asc(vehicles.licencePlate));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.vehicle.id);
  const [depts, values] = await Promise.all([
    db
      .select({ vehicleId: vehicleDepartments.vehicleId, departmentId: vehicleDepartments.departmentId })
      .from(vehicleDepartments)
      .where(and(eq(vehicleDepartments.tenantId, tenantId), idIn(vehicleDepartments.vehicleId, ids))),
    db
      .select({
        vehicleId: vehicleAttributeValues.vehicleId,
        attributeId: vehicleAttributeValues.attributeId,
        value: vehicleAttributeValues.value,
      })
      .from(vehicleAttributeValues)
      .where(and(eq(vehicleAttributeValues.tenantId, tenantId), idIn(vehicleAttributeValues.vehicleId, ids))),
  ]);
  // Grouped once (a filter per vehicle would be quadratic in a fleet of thousands).
  const deptsOf = groupBy(depts, (d) => d.vehicleId);
  const valuesOf = groupBy(values, (v) => v.vehicleId);
  return rows.map((r) => ({
    vehicle: r.vehicle,
    locationName: r.locationName,
    departmentIds: (deptsOf.get(r.vehicle.id) ?? []).map((d) => d.departmentId).sort(),
    attributes: (valuesOf.get(r.vehicle.id) ?? [])
      .map(({ attributeId, value }) => ({ attributeId, value }))
      .sort((a, b) => a.attributeId.localeCompare(b.attributeId)),
  }));
}

/** The list's filters (GET /api/v1/vehicles, ADR 0008 point 15). */
export type VehicleListFilter = {
  includeInactive: boolean;
  locationId?: string;
  departmentId?: string;
  category?: string;
  /** Attribute id and wanted value (choice key, or text contained case-insensitively). */
  attributes: { attributeId: string; value: string }[];
  /** Only these ids (the favourites), when given. */
  onlyIds?: string[];
};

/** What ordering and the availability verdicts need of a listed vehicle, nothing more. */
export type VehicleListKey = {
  id: string;
  validFrom: string | null;
  validTo: string | null;
  bookingWeekdays: number[];
  bookingFrom: string | null;
  bookingTo: string | null;
  bookingOutsideAllowed: boolean;
  departmentIds: string[];
};

const BLOCKING = sql.raw(`(${VEHICLE_BLOCKING_STATUSES.map((x) => `'${x}'`).join(', ')})`);
const CHOICES = sql.raw(`(${CHOICE_ATTRIBUTE_TYPES.map((x) => `'${x}'`).join(', ')})`);

/**
 * The filtered list in its order (name: make, model, plate, id) as lean keys with each vehicle's
 * departments: one round trip, whatever the size of the fleet. They change only with the vehicles
 * themselves, so the list keeps them between questions (vehicle-list.service.ts); the bookings
 * near a window are read apart, per question (listBusyPeriods).
 */
export async function listVehicleKeys(
  db: Db,
  tenantId: string,
  f: VehicleListFilter,
): Promise<VehicleListKey[]> {
  if (f.onlyIds?.length === 0) return [];
  const where = [sql`v.tenant_id = ${tenantId}`];
  if (!f.includeInactive) where.push(sql`v.active`);
  if (f.locationId) where.push(sql`v.location_id = ${f.locationId}`);
  if (f.category !== undefined) where.push(sql`v.category = ${f.category}`);
  if (f.onlyIds) where.push(sql`v.id = any(${`{${f.onlyIds.join(',')}}`}::uuid[])`);
  if (f.departmentId)
    where.push(
      sql`(not exists (select 1 from vehicle_departments d where d.vehicle_id = v.id) or exists (select 1 from vehicle_departments d where d.vehicle_id = v.id and d.department_id = ${f.departmentId}))`,
    );
  for (const a of f.attributes)
    where.push(sql`exists (select 1 from ${vehicleAttributeValues} av join ${objectAttributes} oa on oa.id = av.attribute_id
      where av.vehicle_id = v.id and av.attribute_id = ${a.attributeId} and oa.tenant_id = ${tenantId}
        and btrim(av.value) <> ''
        and case when oa.type in ${CHOICES} then av.value = ${a.value}
                 else strpos(lower(av.value), lower(btrim(${a.value}))) > 0 end)`);
  const result = await db.execute<{
    id: string;
    valid_from: string | null;
    valid_to: string | null;
    booking_weekdays: number[];
    booking_from: string | null;
    booking_to: string | null;
    booking_outside_allowed: boolean;
    department_ids: string[];
  }>(sql`
select v.id, v.valid_from::text as valid_from, v.valid_to::text as valid_to, v.booking_weekdays,
       to_char(v.booking_from, 'HH24:MI') as booking_from, to_char(v.booking_to, 'HH24:MI') as booking_to,
       v.booking_outside_allowed,
       coalesce((select array_agg(d.department_id::text order by d.department_id) from vehicle_departments d where d.vehicle_id = v.id), '{}') as department_ids
  from vehicles v
 where ${sql.join(where, sql` and `)}
 order by v.make, v.model, v.licence_plate, v.id`);
  return result.rows.map((r) => ({
    id: r.id,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    bookingWeekdays: [...r.booking_weekdays].sort((a, b) => a - b),
    bookingFrom: r.booking_from,
    bookingTo: r.booking_to,
    bookingOutsideAllowed: r.booking_outside_allowed,
    departmentIds: r.department_ids,
  }));
}

/**
 * The tenant's blocking bookings near a window, per vehicle, each over its occupied period
 * (from the actual start of an early check-in, migration 0012): one range-overlap scan on
 * vehicle_bookings_period_tenant_idx of migration 0016 (not one index probe per vehicle), flat rows.
 * `lower`/`upper` are the wanted period widened by the
 * minimum gap; `overrunBefore` adds active bookings whose end has passed (they block until
 * returned), as busyPeriods does.
 */
export async function listBusyPeriods(
  db: Db,
  tenantId: string,
  w: { lower: Date; upper: Date; overrunBefore: Date | null },
): Promise<Map<string, VehicleBusyPeriod[]>> {
  const result = await db.execute<{
    vehicle_id: string;
    id: string;
    start_ms: string;
    end_ms: string;
    status: VehicleBusyPeriod['status'];
    type: VehicleBusyPeriod['type'];
  }>(sql`
select b.vehicle_id, b.id, (extract(epoch from coalesce(b.occupied_from, b.start_at)) * 1000)::bigint as start_ms,
       (extract(epoch from b.end_at) * 1000)::bigint as end_ms, b.status, b.type
  from vehicle_bookings b
 where b.tenant_id = ${tenantId} and b.status in ${BLOCKING}
   and tstzrange(coalesce(b.occupied_from, b.start_at), b.end_at, '[)') && tstzrange(${w.lower}, ${w.upper}, '[)')
${
  // A union, not an OR: an OR of the range test and this one would scan the whole table;
  // apart, each has its index (the range one, and the partial one on running trips).
  w.overrunBefore
    ? sql`union
select b.vehicle_id, b.id, (extract(epoch from coalesce(b.occupied_from, b.start_at)) * 1000)::bigint,
       (extract(epoch from b.end_at) * 1000)::bigint, b.status, b.type
  from vehicle_bookings b
 where b.tenant_id = ${tenantId} and b.status = 'aktiv'
   and b.end_at < ${w.overrunBefore} and coalesce(b.occupied_from, b.start_at) < ${w.upper}`
    : sql``
}`);
  const byVehicle = new Map<string, VehicleBusyPeriod[]>();
  for (const r of result.rows) {
    const period: VehicleBusyPeriod = {
      id: r.id,
      start: Number(r.start_ms),
      end: Number(r.end_ms),
      status: r.status,
      type: r.type,
    };
    const list = byVehicle.get(r.vehicle_id);
    if (list) list.push(period);
    else byVehicle.set(r.vehicle_id, [period]);
  }
  return byVehicle;
}

/** The filter choices of the tenant's active fleet (GET /api/v1/vehicles/facets). */
export async function vehicleFacets(db: Db, tenantId: string) {
  const [locs, cats] = await Promise.all([
    db
      .selectDistinct({ id: locations.id, name: locations.name })
      .from(vehicles)
      .innerJoin(locations, eq(locations.id, vehicles.locationId))
      .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.active, true)))
      .orderBy(asc(locations.name), asc(locations.id)),
    db
      .selectDistinct({ category: vehicles.category })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.tenantId, tenantId),
          eq(vehicles.active, true),
          sql`btrim(${vehicles.category}) <> ''`,
        ),
      )
      .orderBy(asc(vehicles.category)),
  ]);
  return { locations: locs, categories: cats.map((c) => c.category) };
}

export async function findVehicle(db: Db, tenantId: string, id: string): Promise<VehicleRecord | undefined> {
  return (await listVehicles(db, tenantId, { includeInactive: true, id }))[0];
}

/** What the booking rules and mails need of a vehicle: its row and departments, in one query. */
export type BookableVehicle = Pick<VehicleRecord, 'vehicle' | 'departmentIds'>;

/**
 * The vehicle a booking is decided on (the booking hot path, under the vehicle's lock): one
 * round trip instead of findVehicle's three (no location name, no attribute values).
 */
export async function findBookableVehicle(
  db: Db,
  tenantId: string,
  id: string,
): Promise<BookableVehicle | undefined> {
  const [row] = await db
    .select({
      vehicle: vehicles,
      departmentIds: sql<
        string[]
      >`coalesce((select array_agg(d.department_id::text order by d.department_id) from ${vehicleDepartments} d where d.vehicle_id = ${vehicles.id}), '{}')`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
  return row;
}

export async function insertVehicle(db: Db, tenantId: string, v: VehicleValues): Promise<string> {
  const [row] = await db
    .insert(vehicles)
    .values({ ...v, tenantId })
    .returning({ id: vehicles.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateVehicle(db: Db, tenantId: string, id: string, v: Partial<VehicleValues>) {
  await db
    .update(vehicles)
    .set({ ...v, updatedAt: sql`now()` })
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
}

export async function deactivateVehicle(db: Db, tenantId: string, id: string, by: string, at: Date) {
  await db
    .update(vehicles)
    .set({ active: false, deactivatedAt: at, deactivatedBy: by, updatedAt: at })
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
}

export async function replaceDepartments(db: Db, tenantId: string, vehicleId: string, ids: string[]) {
  await db.delete(vehicleDepartments).where(eq(vehicleDepartments.vehicleId, vehicleId));
  if (ids.length > 0)
    await db
      .insert(vehicleDepartments)
      .values(ids.map((departmentId) => ({ tenantId, vehicleId, departmentId })));
}

export async function replaceAttributeValues(
  db: Db,
  tenantId: string,
  vehicleId: string,
  values: { attributeId: string; value: string }[],
) {
  await db.delete(vehicleAttributeValues).where(eq(vehicleAttributeValues.vehicleId, vehicleId));
  if (values.length > 0)
    await db.insert(vehicleAttributeValues).values(values.map((v) => ({ ...v, tenantId, vehicleId })));
}

/** A user of the tenant with their department (the list's verdicts for the signed-in driver). */
export async function findUserDepartment(
  db: Db,
  tenantId: string,
  id: string,
): Promise<{ departmentId: string | null } | undefined> {
  const [row] = await db
    .select({ departmentId: users.departmentId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row;
}

/** The ids among `ids` that are departments of the tenant. */
export async function knownDepartments(db: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), inArray(departments.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertHistory(
  db: Db,
  e: { tenantId: string; vehicleId: string; type: VehicleHistoryType; description: string; userId: string },
) {
  await db.insert(vehicleHistory).values(e);
}

/** Names by id, for history descriptions. */
export async function locationNames(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.tenantId, tenantId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function departmentNames(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.tenantId, tenantId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
