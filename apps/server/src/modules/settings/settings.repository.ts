import { groups, userGroups } from '@buchbar/db/schema/access';
import { settingValues } from '@buchbar/db/schema/settings';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export type Layer = 'tenant' | 'group' | 'user';
export type StoredValues = Record<string, unknown>;

export async function readLayer(
  db: Db,
  tenantId: string,
  layer: Layer,
  subjectId: string,
): Promise<StoredValues> {
  const rows = await db
    .select({ option: settingValues.option, value: settingValues.value })
    .from(settingValues)
    .where(
      and(
        eq(settingValues.tenantId, tenantId),
        eq(settingValues.layer, layer),
        eq(settingValues.subjectId, subjectId),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.option, r.value]));
}

export async function writeValue(
  db: Db,
  tenantId: string,
  layer: Layer,
  subjectId: string,
  option: string,
  value: unknown,
  updatedBy: string,
) {
  await db
    .insert(settingValues)
    .values({ tenantId, layer, subjectId, option, value, updatedBy })
    .onConflictDoUpdate({
      target: [settingValues.tenantId, settingValues.layer, settingValues.subjectId, settingValues.option],
      set: { value, updatedAt: new Date(), updatedBy },
    });
}

/** Who last wrote a tenant option through the API (null: the operator, or not set at all). */
export async function tenantValueWriter(db: Db, tenantId: string, option: string): Promise<string | null> {
  const [row] = await db
    .select({ updatedBy: settingValues.updatedBy })
    .from(settingValues)
    .where(
      and(
        eq(settingValues.tenantId, tenantId),
        eq(settingValues.layer, 'tenant'),
        eq(settingValues.subjectId, tenantId),
        eq(settingValues.option, option),
      ),
    );
  return row?.updatedBy ?? null;
}

export async function removeValue(db: Db, tenantId: string, layer: Layer, subjectId: string, option: string) {
  await db
    .delete(settingValues)
    .where(
      and(
        eq(settingValues.tenantId, tenantId),
        eq(settingValues.layer, layer),
        eq(settingValues.subjectId, subjectId),
        eq(settingValues.option, option),
      ),
    );
}

/** How many options each group of the tenant sets at the group layer (group id -> count). */
export async function countGroupValues(db: Db, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ subjectId: settingValues.subjectId, n: sql<number>`count(*)::int` })
    .from(settingValues)
    .where(and(eq(settingValues.tenantId, tenantId), eq(settingValues.layer, 'group')))
    .groupBy(settingValues.subjectId);
  return new Map(rows.map((r) => [r.subjectId, r.n]));
}

/** The group-layer values of a user's groups, in the priority order the domain expects (name, id). */
export async function readGroupLayersOfUser(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<StoredValues[]> {
  const memberships = await db
    .select({ id: groups.id })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.userId, userId)))
    .orderBy(asc(groups.name), asc(groups.id));
  if (memberships.length === 0) return [];
  const ids = memberships.map((m) => m.id);
  const rows = await db
    .select()
    .from(settingValues)
    .where(
      and(
        eq(settingValues.tenantId, tenantId),
        eq(settingValues.layer, 'group'),
        inArray(settingValues.subjectId, ids),
      ),
    );
  return ids.map((id) =>
    Object.fromEntries(rows.filter((r) => r.subjectId === id).map((r) => [r.option, r.value])),
  );
}

/**
 * The three layers that apply to a user in one round trip: tenant values, the user's groups'
 * values (in the domain's priority order: group name, then id) and the user's own values.
 */
export async function readLayersOfUser(db: Db, tenantId: string, userId: string) {
  const result = await db.execute<{ layer: Layer; subject_id: string; option: string; value: unknown }>(sql`
    select v.layer, v.subject_id, v.option, v.value
      from setting_values v
      left join user_groups ug on v.layer = 'group' and ug.tenant_id = v.tenant_id
                              and ug.user_id = ${userId} and ug.group_id::text = v.subject_id
      left join groups g on g.id = ug.group_id
     where v.tenant_id = ${tenantId}
       and ((v.layer = 'tenant' and v.subject_id = ${tenantId})
         or (v.layer = 'user' and v.subject_id = ${userId})
         or (v.layer = 'group' and ug.user_id is not null))
     order by g.name nulls first, g.id nulls first`);
  const tenant: StoredValues = {};
  const user: StoredValues = {};
  const groups = new Map<string, StoredValues>();
  for (const r of result.rows) {
    if (r.layer === 'tenant') tenant[r.option] = r.value;
    else if (r.layer === 'user') user[r.option] = r.value;
    else groups.set(r.subject_id, { ...(groups.get(r.subject_id) ?? {}), [r.option]: r.value });
  }
  return { tenant, user, groups: [...groups.values()] };
}
