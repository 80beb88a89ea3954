import type { GroupInput, RoleInput } from '@buchbar/contracts/access';
import { canChangeGrantSource, grantedBy, permissionsChanged, setChange } from '@buchbar/domain/grant-policy';
import { isPermissionName, type PermissionName } from '@buchbar/domain/permissions';
import type pg from 'pg';
import type { AuditLog, NewAuditEntry } from '../../platform/audit/audit-log';
import { type Db, withTransaction } from '../../platform/database/database';
import type { AuthChange } from '../../platform/events/event-hub';
import { AppError, notFound, throwNotFound } from '../../platform/http/app-error';
import * as roles from './access.repository';
import type { Principal } from './authorizer';
import { effectiveIn, enforceGrantPolicy, lockTenantGrants, permissionsOf } from './grants';
import * as groups from './groups.repository';
import './access.messages';

/** Roles and groups of a tenant; every change is one transaction with its audit entry. */
export class AccessService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly db: Db,
    private readonly auditLog: AuditLog,
    /** Cached permissions of this instance are dropped at once (other instances: database triggers). */
    private readonly onAuthChange: (change: AuthChange) => void = () => undefined,
  ) {}

  /**
   * Runs a change of the tenant's grants and then drops cached permissions of the tenant.
   * Issue 8.1: the change may add or remove only permissions the actor holds (read in the
   * same transaction, serialised with every other grant change of the tenant).
   */
  private async changeGrants<T>(p: Principal, work: (db: Db, mayTouch: MayTouch) => Promise<T>): Promise<T> {
    const result = await withTransaction(this.pool, async ({ db }) => {
      await lockTenantGrants(db, p.tenantId);
      const actor = { userId: p.userId, permissions: await effectiveIn(db, p.tenantId, p.userId) };
      return work(db, (touched) => enforceGrantPolicy(canChangeGrantSource({ actor, touched })));
    });
    this.onAuthChange({ tenant: p.tenantId });
    return result;
  }

  listRoles(p: Principal) {
    return roles.listRoles(this.db, p.tenantId);
  }

  async saveRole(p: Principal, input: RoleInput, id?: string) {
    for (const g of input.permissions) {
      if (!isPermissionName(g.name)) throw new AppError(422, 'UNKNOWN_PERMISSION', { name: g.name });
    }
    return this.changeGrants(p, async (db, mayTouch) => {
      const existing = id ? await roles.findRole(db, p.tenantId, id) : undefined;
      if (id && !existing) throw notFound();
      mayTouch(permissionsChanged(grantedBy(existing?.permissions ?? []), grantedBy(input.permissions)));
      const clash = await roles.findRoleByName(db, p.tenantId, input.name);
      if (clash && clash.id !== id) throw new AppError(409, 'ROLE_NAME_TAKEN', { name: input.name });
      const roleId = id ?? (await roles.insertRole(db, p.tenantId, input.name));
      if (id) await roles.updateRoleName(db, p.tenantId, id, input.name);
      await roles.replaceRolePermissions(db, p.tenantId, roleId, input.permissions);
      await this.audit(
        db,
        p,
        {
          event: id ? 'ROLE_CHANGED' : 'ROLE_CREATED',
          params: { name: input.name, permissions: [...grantedBy(input.permissions)] },
        },
        `Rolle „${input.name}“ ${id ? 'geändert' : 'angelegt'}`,
        { roleId, permissions: input.permissions },
      );
      return (await roles.findRole(db, p.tenantId, roleId)) ?? throwNotFound();
    });
  }

  async deleteRole(p: Principal, id: string) {
    await this.changeGrants(p, async (db, mayTouch) => {
      const existing = await roles.findRole(db, p.tenantId, id);
      if (!existing) throw notFound();
      mayTouch(grantedBy(existing.permissions));
      if (!(await roles.deleteRole(db, p.tenantId, id))) throw notFound();
      await this.audit(db, p, { event: 'ROLE_DELETED', params: { name: existing.name } }, 'Rolle gelöscht', {
        roleId: id,
      });
    });
  }

  listGroups(p: Principal) {
    return groups.listGroups(this.db, p.tenantId);
  }

  async saveGroup(p: Principal, input: GroupInput, id?: string) {
    const roleIds = [...new Set(input.roleIds)];
    return this.changeGrants(p, async (db, mayTouch) => {
      const existing = id ? await groups.findGroup(db, p.tenantId, id) : undefined;
      if (id && !existing) throw notFound();
      if ((await roles.countRoles(db, p.tenantId, roleIds)) !== roleIds.length)
        throw new AppError(422, 'UNKNOWN_ROLE');
      const change = setChange(existing?.roleIds ?? [], roleIds);
      mayTouch(await permissionsOf(db, p.tenantId, { roleIds: [...change.added, ...change.removed] }));
      const clash = await groups.findGroupByName(db, p.tenantId, input.name);
      if (clash && clash.id !== id) throw new AppError(409, 'GROUP_NAME_TAKEN', { name: input.name });
      const groupId = id ?? (await groups.insertGroup(db, p.tenantId, input.name));
      if (id) await groups.updateGroupName(db, p.tenantId, id, input.name);
      await groups.replaceGroupRoles(db, p.tenantId, groupId, roleIds);
      await this.audit(
        db,
        p,
        { event: id ? 'GROUP_CHANGED' : 'GROUP_CREATED', params: { name: input.name } },
        `Gruppe „${input.name}“ ${id ? 'geändert' : 'angelegt'}`,
        { groupId, roleIds },
      );
      return (await groups.findGroup(db, p.tenantId, groupId)) ?? throwNotFound();
    });
  }

  async deleteGroup(p: Principal, id: string) {
    await this.changeGrants(p, async (db, mayTouch) => {
      const existing = await groups.findGroup(db, p.tenantId, id);
      if (!existing) throw notFound();
      mayTouch(await permissionsOf(db, p.tenantId, { roleIds: existing.roleIds }));
      if (!(await groups.deleteGroup(db, p.tenantId, id))) throw notFound();
      await this.audit(
        db,
        p,
        { event: 'GROUP_DELETED', params: { name: existing.name } },
        'Gruppe gelöscht',
        {
          groupId: id,
        },
      );
    });
  }

  private audit(
    db: Db,
    p: Principal,
    what: Pick<NewAuditEntry, 'event' | 'params'>,
    message: string,
    details: Record<string, unknown>,
  ) {
    return this.auditLog.record(db, {
      tenantId: p.tenantId,
      level: 'INFO',
      category: 'PERMISSION',
      ...what,
      message,
      actorUserId: p.userId,
      details,
    });
  }
}

type MayTouch = (touched: PermissionName[]) => void;

/** For other modules, in their transaction: how many of the ids are roles of the tenant. */
export function countRoles(db: Db, tenantId: string, ids: string[]): Promise<number> {
  return roles.countRoles(db, tenantId, ids);
}

/** For other modules, in their transaction: how many of the ids are groups of the tenant. */
export function countGroups(db: Db, tenantId: string, ids: string[]): Promise<number> {
  return groups.countGroups(db, tenantId, ids);
}

/** A role with its permissions, in the caller's transaction (a new tenant's first role). */
export async function createRole(db: Db, tenantId: string, name: string, grants: roles.Grant[]) {
  const roleId = await roles.insertRole(db, tenantId, name);
  await roles.replaceRolePermissions(db, tenantId, roleId, grants);
  return roleId;
}
