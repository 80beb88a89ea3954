import { rolePermissions, roles } from '@buchbar/db/schema/access';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export type Grant = { name: string; value: string };

/**
 * Everything that grants a user permissions, in one round trip: direct rows, own roles, and
 * roles of own groups (the domain decides what is held).
 */
export async function loadGrants(db: Db, tenantId: string, userId: string) {
  const result = await db.execute<{ source: string; name: string; value: string }>(sql`
    select 'direct' as source, permission as name, value from user_permissions
     where tenant_id = ${tenantId} and user_id = ${userId}
    union all
    select 'role', rp.permission, rp.value from user_roles ur
      join role_permissions rp on rp.role_id = ur.role_id
     where ur.tenant_id = ${tenantId} and ur.user_id = ${userId}
    union all
    select 'group', rp.permission, rp.value from user_groups ug
      join group_roles gr on gr.group_id = ug.group_id
      join role_permissions rp on rp.role_id = gr.role_id
     where ug.tenant_id = ${tenantId} and ug.user_id = ${userId}`);
  const of = (source: string) =>
    result.rows.filter((r) => r.source === source).map(({ name, value }) => ({ name, value }));
  return {
    direct: of('direct'),
    roles: [{ permissions: of('role') }],
    groups: [{ roles: [{ permissions: of('group') }] }],
  };
}

export async function listRoles(db: Db, tenantId: string) {
  const [rows, perms] = await Promise.all([
    db.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.name)),
    db.select().from(rolePermissions).where(eq(rolePermissions.tenantId, tenantId)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    permissions: perms.filter((p) => p.roleId === r.id).map((p) => ({ name: p.permission, value: p.value })),
  }));
}

export async function findRole(db: Db, tenantId: string, id: string) {
  return (await listRoles(db, tenantId)).find((r) => r.id === id);
}

export async function findRoleByName(db: Db, tenantId: string, name: string) {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, name)));
  return rows[0];
}

export async function insertRole(db: Db, tenantId: string, name: string): Promise<string> {
  const [row] = await db.insert(roles).values({ tenantId, name }).returning({ id: roles.id });
  if (!row) throw new Error('insert into roles returned no row');
  return row.id;
}

export async function updateRoleName(db: Db, tenantId: string, id: string, name: string) {
  await db
    .update(roles)
    .set({ name })
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
}

export async function replaceRolePermissions(db: Db, tenantId: string, roleId: string, grants: Grant[]) {
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId)));
  if (grants.length === 0) return;
  await db
    .insert(rolePermissions)
    .values(grants.map((g) => ({ tenantId, roleId, permission: g.name, value: g.value })));
}

export async function deleteRole(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
    .returning({ id: roles.id });
  return rows.length > 0;
}

/** How many of `ids` are roles of this tenant (a foreign id counts as missing). */
export async function countRoles(db: Db, tenantId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, ids)));
  return rows.length;
}
