import { groupRoles, groups, rolePermissions, roles, userGroups, userRoles } from '../schema/access';
import type { SeedDb } from './fixtures';

export async function createRole(
  db: SeedDb,
  r: { id: string; tenantId: string; name: string; permissions: readonly string[] },
): Promise<void> {
  await db.insert(roles).values({ id: r.id, tenantId: r.tenantId, name: r.name });
  if (r.permissions.length > 0) {
    await db.insert(rolePermissions).values(
      r.permissions.map((permission) => ({
        tenantId: r.tenantId,
        roleId: r.id,
        permission,
        value: 'true',
      })),
    );
  }
}

export async function createGroup(
  db: SeedDb,
  g: { id: string; tenantId: string; name: string; roleIds: readonly string[] },
): Promise<void> {
  await db.insert(groups).values({ id: g.id, tenantId: g.tenantId, name: g.name });
  if (g.roleIds.length > 0) {
    await db
      .insert(groupRoles)
      .values(g.roleIds.map((roleId) => ({ tenantId: g.tenantId, groupId: g.id, roleId })));
  }
}

export async function assignRoles(db: SeedDb, tenantId: string, userId: string, roleIds: readonly string[]) {
  if (roleIds.length > 0)
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
}

export async function assignGroups(
  db: SeedDb,
  tenantId: string,
  userId: string,
  groupIds: readonly string[],
) {
  if (groupIds.length > 0)
    await db.insert(userGroups).values(groupIds.map((groupId) => ({ tenantId, userId, groupId })));
}
