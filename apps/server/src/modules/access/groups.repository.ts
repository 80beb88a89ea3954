import { groupRoles, groups } from '@buchbar/db/schema/access';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function listGroups(db: Db, tenantId: string) {
  const [rows, links] = await Promise.all([
    db.select().from(groups).where(eq(groups.tenantId, tenantId)).orderBy(asc(groups.name), asc(groups.id)),
    db.select().from(groupRoles).where(eq(groupRoles.tenantId, tenantId)),
  ]);
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    roleIds: links.filter((l) => l.groupId === g.id).map((l) => l.roleId),
  }));
}

export async function findGroup(db: Db, tenantId: string, id: string) {
  return (await listGroups(db, tenantId)).find((g) => g.id === id);
}

export async function findGroupByName(db: Db, tenantId: string, name: string) {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.name, name)));
  return rows[0];
}

export async function insertGroup(db: Db, tenantId: string, name: string): Promise<string> {
  const [row] = await db.insert(groups).values({ tenantId, name }).returning({ id: groups.id });
  if (!row) throw new Error('insert into groups returned no row');
  return row.id;
}

export async function updateGroupName(db: Db, tenantId: string, id: string, name: string) {
  await db
    .update(groups)
    .set({ name })
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, id)));
}

export async function replaceGroupRoles(db: Db, tenantId: string, groupId: string, roleIds: string[]) {
  await db.delete(groupRoles).where(and(eq(groupRoles.tenantId, tenantId), eq(groupRoles.groupId, groupId)));
  if (roleIds.length === 0) return;
  await db.insert(groupRoles).values(roleIds.map((roleId) => ({ tenantId, groupId, roleId })));
}

export async function deleteGroup(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, id)))
    .returning({ id: groups.id });
  return rows.length > 0;
}

export async function countGroups(db: Db, tenantId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.id, ids)));
  return rows.length;
}
