import { groupRoles, rolePermissions } from '@buchbar/db/schema/access';
import { grantedBy } from '@buchbar/domain/grant-policy';
import { type PermissionName, resolveEffectivePermissions } from '@buchbar/domain/permissions';
import type { Result } from '@buchbar/domain/result';
import { USER_STATUS } from '@buchbar/domain/user-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockInTransaction } from '../../platform/database/advisory-locks';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import { registerMessages } from '../../platform/http/messages';
import { loadGrants } from './access.repository';
import messages from './grants.messages.json' with { type: 'json' };

registerMessages(messages);

/** A refusal of the grant policy becomes 403 with its code (the message names what is missing). */
export function enforceGrantPolicy(result: Result<true>): void {
  if (!result.ok) throw new AppError(403, result.code, { ...result.details });
}

/**
 * Serialises every change of a tenant's grants (users' roles/groups/permissions, roles,
 * groups) for the rest of the transaction, so two concurrent changes cannot each pass the
 * policy on a state the other one is about to change.
 */
export async function lockTenantGrants(db: Db, tenantId: string): Promise<void> {
  await lockInTransaction(db, 'tenantGrants', tenantId);
}

/** Effective permissions read inside the current transaction (never the cached ones). */
export async function effectiveIn(db: Db, tenantId: string, userId: string): Promise<PermissionName[]> {
  return resolveEffectivePermissions(await loadGrants(db, tenantId, userId));
}

/** The permissions that the given roles and the roles of the given groups grant (value true). */
export async function permissionsOf(
  db: Db,
  tenantId: string,
  ids: { roleIds?: readonly string[]; groupIds?: readonly string[] },
): Promise<PermissionName[]> {
  const roleIds = [...(ids.roleIds ?? [])];
  const groupIds = [...(ids.groupIds ?? [])];
  if (roleIds.length + groupIds.length === 0) return [];
  const viaGroups =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: groupRoles.roleId })
          .from(groupRoles)
          .where(and(eq(groupRoles.tenantId, tenantId), inArray(groupRoles.groupId, groupIds)));
  const all = [...new Set([...roleIds, ...viaGroups.map((r) => r.id)])];
  if (all.length === 0) return [];
  const rows = await db
    .select({ name: rolePermissions.permission, value: rolePermissions.value })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), inArray(rolePermissions.roleId, all)));
  return grantedBy(rows);
}

/**
 * The tenant's active users holding `permission` (spec 6: held when any source — direct, own
 * roles, roles of own groups — has the value true), in one query; e.g. the approvers of a
 * special trip (fahrzeug_freigabe_von_sonderfahrten).
 */
export async function activeUsersHolding(
  db: Db,
  tenantId: string,
  permission: PermissionName,
): Promise<{ id: string; email: string }[]> {
  const result = await db.execute<{ id: string; email: string }>(sql`
    select u.id, u.email from users u
     where u.tenant_id = ${tenantId} and u.status = ${USER_STATUS.active} and (
       exists (select 1 from user_permissions up
                where up.tenant_id = ${tenantId} and up.user_id = u.id
                  and up.permission = ${permission} and up.value = 'true')
       or exists (select 1 from user_roles ur
                    join role_permissions rp on rp.role_id = ur.role_id
                   where ur.tenant_id = ${tenantId} and ur.user_id = u.id
                     and rp.permission = ${permission} and rp.value = 'true')
       or exists (select 1 from user_groups ug
                    join group_roles gr on gr.group_id = ug.group_id
                    join role_permissions rp on rp.role_id = gr.role_id
                   where ug.tenant_id = ${tenantId} and ug.user_id = u.id
                     and rp.permission = ${permission} and rp.value = 'true'))
     order by u.id`);
  return result.rows;
}
