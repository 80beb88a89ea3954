import { randomUUID } from 'node:crypto';
import type { UserCreate, UserUpdate } from '@buchbar/contracts/users';
import {
  canChangeGrants,
  canManageUser,
  type GrantActor,
  grantedBy,
  permissionsChanged,
  setChange,
} from '@buchbar/domain/grant-policy';
import { isPermissionName, type PermissionName } from '@buchbar/domain/permissions';
import { USER_STATUS } from '@buchbar/domain/user-status';
import type pg from 'pg';
import type { AuditLog } from '../../platform/audit/audit-log';
import { revokeUserSessions } from '../../platform/auth/sessions.repository';
import { type Db, type Tx, withTransaction } from '../../platform/database/database';
import type { AuthChange } from '../../platform/events/event-hub';
import { AppError, notFound, throwNotFound } from '../../platform/http/app-error';
import {
  countGroups,
  countRoles,
  effectiveIn,
  enforceGrantPolicy,
  lockTenantGrants,
  type Principal,
  permissionsOf,
} from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import * as accounts from './auth-users.repository';
import { type EmailChangeDeps, startEmailChange } from './email-change';
import { findPendingEmail } from './email-change.repository';
import * as repo from './users.repository';
import './users.messages';

type Deps = {
  pool: pg.Pool;
  db: Db;
  settings: SettingsService;
  /** Sends the "set your password" link (better-auth password reset) after the user exists. */
  sendPasswordLink: (email: string) => Promise<void>;
  /** Cached sessions and permissions of this instance are dropped at once (others: database triggers). */
  onAuthChange?: (change: AuthChange) => void;
  /** Confirmation of address changes through the new address (issue 8.2). */
  emailChange: EmailChangeDeps;
  audit: AuditLog;
  /**
   * Whether a domain is one of the tenant's (the tenancy module's answer, handed in by the
   * composition root: tenancy uses identity, so identity does not import tenancy).
   */
  tenantOwnsDomain: (db: Db, tenantId: string, domain: string) => Promise<boolean>;
  /** Refuses (429) when the recipient got too many password links lately. */
  limitInvitationMails?: InvitationMailLimit;
};

/** The admin user dialog and invitations (spec 2/3/7): users are deactivated, never deleted. */
export class UsersService {
  constructor(private readonly d: Deps) {}

  list(p: Principal, q: Parameters<typeof repo.listUsers>[2]) {
    return repo.listUsers(this.d.db, p.tenantId, q);
  }

  async get(p: Principal, id: string) {
    return (await findUserDetail(this.d.db, p.tenantId, id)) ?? throwNotFound();
  }

  departments(p: Principal) {
    return repo.listDepartments(this.d.db, p.tenantId);
  }

  async update(p: Principal, id: string, input: UserUpdate) {
    if (input.status === USER_STATUS.inactive && id === p.userId)
      throw new AppError(422, 'CANNOT_DEACTIVATE_SELF');
    const updated = await withTransaction(this.d.pool, async (tx) => {
      const { db } = tx;
      await lockTenantGrants(db, p.tenantId);
      const before = await repo.findUser(db, p.tenantId, id);
      if (!before) throw notFound();
      const actor = await actorIn(db, p);
      // Issue 8.2: only users not stronger than the actor, never the platform administrator.
      enforceGrantPolicy(
        canManageUser(actor, {
          userId: id,
          permissions: await effectiveIn(db, p.tenantId, id),
          platformAdmin: await repo.isPlatformAdmin(db, id),
        }),
      );
      await checkReferences(db, p.tenantId, input);
      const { roleIds, groupIds, permissions, email, ...fields } = input;
      // Issue 8.1: grants need berechtigungs_pflege, never one's own, only what the actor holds.
      const grants = await grantChange(db, p.tenantId, before, { roleIds, groupIds, permissions });
      enforceGrantPolicy(canChangeGrants({ actor, targetUserId: id, ...grants }));
      const newEmail = email && email.toLowerCase() !== before.email ? email.toLowerCase() : undefined;
      if (newEmail) await checkEmail(db, p.tenantId, newEmail, this.d.tenantOwnsDomain);
      if (Object.keys(fields).length > 0) {
        await repo.updateUserFields(db, p.tenantId, id, fields);
        await repo.syncUserName(db, id);
      }
      if (roleIds) await repo.replaceUserRoles(db, p.tenantId, id, [...new Set(roleIds)]);
      if (groupIds) await repo.replaceUserGroups(db, p.tenantId, id, [...new Set(groupIds)]);
      if (permissions) await repo.replaceUserPermissions(db, p.tenantId, id, dedupe(permissions));
      // A deactivated user loses open sessions at once (issue 3).
      if (input.status === USER_STATUS.inactive && before.status !== USER_STATUS.inactive)
        await revokeUserSessions(db, id);
      await this.d.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: roleIds || groupIds || permissions ? 'PERMISSION' : 'USER',
        event: 'USER_CHANGED',
        params: { email: before.email },
        message: `Benutzer ${before.email} geändert`,
        actorUserId: p.userId,
        details: { userId: id, changes: input },
      });
      // The address moves only when the link sent to the new address is opened (issue 8.2).
      if (newEmail) await this.emailChange(tx, p, id, before.email, newEmail);
      return (await findUserDetail(db, p.tenantId, id)) ?? throwNotFound();
    });
    this.d.onAuthChange?.({ user: id });
    this.d.onAuthChange?.({ tenant: p.tenantId });
    return updated;
  }

  private emailChange(tx: Tx, p: Principal, userId: string, oldEmail: string, newEmail: string) {
    return startEmailChange(tx, this.d.emailChange, {
      tenantId: p.tenantId,
      userId,
      oldEmail,
      newEmail,
      actorUserId: p.userId,
    });
  }

  async create(p: Principal, input: UserCreate) {
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    if (!values['general.internalUserManagement']) throw new AppError(422, 'INTERNAL_USER_MANAGEMENT_OFF');
    const id = randomUUID();
    const user = await withTransaction(this.d.pool, async ({ db }) => {
      await checkReferences(db, p.tenantId, input);
      const roleIds = [...new Set(input.roleIds)];
      const groupIds = [...new Set(input.groupIds)];
      if (roleIds.length + groupIds.length > 0) {
        await lockTenantGrants(db, p.tenantId);
        const touched = await permissionsOf(db, p.tenantId, { roleIds, groupIds });
        enforceGrantPolicy(
          canChangeGrants({ actor: await actorIn(db, p), targetUserId: id, touched, changed: true }),
        );
      }
      await checkEmail(db, p.tenantId, input.email, this.d.tenantOwnsDomain);
      await repo.insertUser(db, p.tenantId, id, input);
      await repo.replaceUserRoles(db, p.tenantId, id, [...new Set(input.roleIds)]);
      await repo.replaceUserGroups(db, p.tenantId, id, [...new Set(input.groupIds)]);
      await this.d.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'USER',
        event: 'USER_INVITED',
        params: { email: input.email },
        message: `Benutzer ${input.email} eingeladen`,
        actorUserId: p.userId,
        details: { userId: id },
      });
      return (await findUserDetail(db, p.tenantId, id)) ?? throwNotFound();
    });
    await this.d.sendPasswordLink(user.email);
    return user;
  }

  /**
   * A new invitation link (7 days) for a user who has no way to sign in yet; the older link
   * stops working. Only for users the actor may manage (issue 8.2), like every user change.
   */
  async resendInvitation(p: Principal, id: string, ip: string): Promise<void> {
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    if (!values['general.internalUserManagement']) throw new AppError(422, 'INTERNAL_USER_MANAGEMENT_OFF');
    const user = await withTransaction(this.d.pool, async ({ db }) => {
      const found = await repo.findUser(db, p.tenantId, id);
      if (!found) throw notFound();
      enforceGrantPolicy(
        canManageUser(await actorIn(db, p), {
          userId: id,
          permissions: await effectiveIn(db, p.tenantId, id),
          platformAdmin: await repo.isPlatformAdmin(db, id),
        }),
      );
      if (!found.invited) throw new AppError(409, 'USER_NOT_INVITED');
      if (found.status !== USER_STATUS.active) throw new AppError(422, 'INVITATION_USER_INACTIVE');
      await this.d.limitInvitationMails?.(found.email, ip);
      await this.d.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'USER',
        event: 'INVITATION_RESENT',
        params: { email: found.email },
        message: `Einladung an ${found.email} erneut gesendet`,
        actorUserId: p.userId,
        details: { userId: id },
      });
      return found;
    });
    await this.d.sendPasswordLink(user.email);
  }
}

/** Invitation links (issue 14 point 8): counted per recipient like every mailed password link. */
export type InvitationMailLimit = (email: string, ip: string) => Promise<void>;

/** The user dialog's data plus the address a change waits to be confirmed for (if any). */
async function findUserDetail(db: Db, tenantId: string, id: string) {
  const user = await repo.findUser(db, tenantId, id);
  if (!user) return undefined;
  const pending = await findPendingEmail(db, id);
  return { ...user, pendingEmail: pending && pending !== user.email ? pending : null };
}

/** The actor with effective permissions read in this transaction (not the request's cache). */
async function actorIn(db: Db, p: Principal): Promise<GrantActor> {
  return {
    userId: p.userId,
    permissions: await effectiveIn(db, p.tenantId, p.userId),
    platformAdmin: p.platformAdmin,
  };
}

/**
 * What replacing a user's roles, groups and direct permissions touches: the permissions that
 * added or removed roles and groups carry, and the direct ones that change.
 */
async function grantChange(
  db: Db,
  tenantId: string,
  before: { roleIds: string[]; groupIds: string[]; permissions: { name: string; value: string }[] },
  input: Pick<UserUpdate, 'roleIds' | 'groupIds' | 'permissions'>,
): Promise<{ touched: PermissionName[]; changed: boolean }> {
  const roles = setChange(before.roleIds, input.roleIds ?? before.roleIds);
  const groups = setChange(before.groupIds, input.groupIds ?? before.groupIds);
  const directAfter = input.permissions ? dedupe(input.permissions) : before.permissions;
  const rows = (g: { name: string; value: string }[]) =>
    g
      .map((x) => `${x.name}=${x.value}`)
      .sort()
      .join('|');
  const directChanged = rows(directAfter) !== rows(before.permissions);
  const touched = [
    ...(await permissionsOf(db, tenantId, {
      roleIds: [...roles.added, ...roles.removed],
      groupIds: [...groups.added, ...groups.removed],
    })),
    ...permissionsChanged(grantedBy(before.permissions), grantedBy(directAfter)),
  ];
  const changed =
    directChanged ||
    roles.added.length + roles.removed.length + groups.added.length + groups.removed.length > 0;
  return { touched, changed };
}

async function checkReferences(db: Db, tenantId: string, input: Partial<UserCreate & UserUpdate>) {
  if (input.departmentId && !(await repo.departmentExists(db, tenantId, input.departmentId))) {
    throw new AppError(422, 'UNKNOWN_DEPARTMENT');
  }
  const roleIds = [...new Set(input.roleIds ?? [])];
  if ((await countRoles(db, tenantId, roleIds)) !== roleIds.length) throw new AppError(422, 'UNKNOWN_ROLE');
  const groupIds = [...new Set(input.groupIds ?? [])];
  if ((await countGroups(db, tenantId, groupIds)) !== groupIds.length)
    throw new AppError(422, 'UNKNOWN_GROUP');
  for (const g of input.permissions ?? []) {
    if (!isPermissionName(g.name)) throw new AppError(422, 'UNKNOWN_PERMISSION', { name: g.name });
  }
}

/** One account per address, and the address must be of one of the tenant's domains. */
export async function checkEmail(
  db: Db,
  tenantId: string,
  email: string,
  tenantOwnsDomain: Deps['tenantOwnsDomain'],
) {
  if (await repo.findUserIdByEmail(db, email)) throw new AppError(409, 'EMAIL_TAKEN', { email });
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (!(await tenantOwnsDomain(db, tenantId, domain)))
    throw new AppError(422, 'EMAIL_DOMAIN_NOT_OF_TENANT', { email });
}

function dedupe(grants: { name: string; value: string }[]) {
  return [...new Map(grants.map((g) => [g.name, g])).values()];
}

/** For other modules, in their transaction: the id of the account with this address (any tenant). */
export function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  return repo.findUserIdByEmail(db, email);
}

/** For other modules, in their transaction: an invited user with roles (a new tenant's first admin). */
export async function insertInvitedUser(
  db: Db,
  tenantId: string,
  userId: string,
  fields: Parameters<typeof repo.insertUser>[3],
  roleIds: string[],
): Promise<void> {
  await repo.insertUser(db, tenantId, userId, fields);
  await repo.replaceUserRoles(db, tenantId, userId, roleIds);
}

/** For other modules: the account of an address, whatever its tenant (sign-in and SSO checks). */
export function findAuthUserByEmail(db: Db, email: string): Promise<accounts.AuthUser | undefined> {
  return accounts.findAuthUserByEmail(db, email);
}

/** For other modules: the user signed in through single sign-on. */
export function markUserSso(db: Db, userId: string): Promise<void> {
  return accounts.markUserSso(db, userId);
}
