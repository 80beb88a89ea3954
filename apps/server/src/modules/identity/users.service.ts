import { randomUUID } from 'node:crypto';
import type { UserCreate, UserUpdate } from '@buchbar/contracts/users';
import { isPermissionName } from '@buchbar/domain/permissions';
import type pg from 'pg';
import { revokeUserSessions } from '../../platform/auth/sessions.repository';
import { type Db, withTransaction } from '../../platform/database/database';
import type { AuthChange } from '../../platform/events/event-hub';
import { AppError, notFound, throwNotFound } from '../../platform/http/app-error';
import { countRoles } from '../access/access.repository';
import type { Principal } from '../access/authorizer';
import { countGroups } from '../access/groups.repository';
import { insertAudit } from '../audit/audit.repository';
import type { SettingsService } from '../settings/settings.service';
import { tenantOwnsDomain } from '../tenancy/tenancy.repository';
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
};

/** The admin user dialog and invitations (spec 2/3/7): users are deactivated, never deleted. */
export class UsersService {
  constructor(private readonly d: Deps) {}

  list(p: Principal, q: Parameters<typeof repo.listUsers>[2]) {
    return repo.listUsers(this.d.db, p.tenantId, q);
  }

  async get(p: Principal, id: string) {
    return (await repo.findUser(this.d.db, p.tenantId, id)) ?? throwNotFound();
  }

  departments(p: Principal) {
    return repo.listDepartments(this.d.db, p.tenantId);
  }

  async update(p: Principal, id: string, input: UserUpdate) {
    if (input.status === 'inaktiv' && id === p.userId) throw new AppError(422, 'CANNOT_DEACTIVATE_SELF');
    const updated = await withTransaction(this.d.pool, async ({ db }) => {
      const before = await repo.findUser(db, p.tenantId, id);
      if (!before) throw notFound();
      await checkReferences(db, p.tenantId, input);
      if (input.email && input.email.toLowerCase() !== before.email)
        await checkEmail(db, p.tenantId, input.email);
      const { roleIds, groupIds, permissions, ...fields } = input;
      if (Object.keys(fields).length > 0) {
        await repo.updateUserFields(db, p.tenantId, id, fields);
        await repo.syncUserName(db, id);
      }
      if (roleIds) await repo.replaceUserRoles(db, p.tenantId, id, [...new Set(roleIds)]);
      if (groupIds) await repo.replaceUserGroups(db, p.tenantId, id, [...new Set(groupIds)]);
      if (permissions) await repo.replaceUserPermissions(db, p.tenantId, id, dedupe(permissions));
      // A deactivated user loses open sessions at once (issue 3).
      if (input.status === 'inaktiv' && before.status !== 'inaktiv') await revokeUserSessions(db, id);
      await insertAudit(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: roleIds || groupIds || permissions ? 'PERMISSION' : 'USER',
        message: `Benutzer ${before.email} geändert`,
        actorUserId: p.userId,
        details: { userId: id, changes: input },
      });
      return (await repo.findUser(db, p.tenantId, id)) ?? throwNotFound();
    });
    this.d.onAuthChange?.({ user: id });
    this.d.onAuthChange?.({ tenant: p.tenantId });
    return updated;
  }

  async create(p: Principal, input: UserCreate) {
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    if (!values['general.internalUserManagement']) throw new AppError(422, 'INTERNAL_USER_MANAGEMENT_OFF');
    const id = randomUUID();
    const user = await withTransaction(this.d.pool, async ({ db }) => {
      await checkReferences(db, p.tenantId, input);
      await checkEmail(db, p.tenantId, input.email);
      await repo.insertUser(db, p.tenantId, id, input);
      await repo.replaceUserRoles(db, p.tenantId, id, [...new Set(input.roleIds)]);
      await repo.replaceUserGroups(db, p.tenantId, id, [...new Set(input.groupIds)]);
      await insertAudit(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'USER',
        message: `Benutzer ${input.email} eingeladen`,
        actorUserId: p.userId,
        details: { userId: id },
      });
      return (await repo.findUser(db, p.tenantId, id)) ?? throwNotFound();
    });
    await this.d.sendPasswordLink(user.email);
    return user;
  }
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
async function checkEmail(db: Db, tenantId: string, email: string) {
  if (await repo.findUserIdByEmail(db, email)) throw new AppError(409, 'EMAIL_TAKEN', { email });
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (!(await tenantOwnsDomain(db, tenantId, domain)))
    throw new AppError(422, 'EMAIL_DOMAIN_NOT_OF_TENANT', { email });
}

function dedupe(grants: { name: string; value: string }[]) {
  return [...new Map(grants.map((g) => [g.name, g])).values()];
}
