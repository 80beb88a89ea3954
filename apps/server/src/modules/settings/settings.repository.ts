import { groups, userGroups } from '@buchbar/db/schema/access';
import { settingValues } from '@buchbar/db/schema/settings';
import { and, asc, eq, inArray } from 'drizzle-orm';
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
) {
  await db
    .insert(settingValues)
    .values({ tenantId, layer, subjectId, option, value })
    .onConflictDoUpdate({
      target: [settingValues.tenantId, settingValues.layer, settingValues.subjectId, settingValues.option],
      set: { value, updatedAt: new Date() },
    });
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
