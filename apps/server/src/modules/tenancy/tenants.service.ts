import { randomUUID } from 'node:crypto';
import type { FirstAdmin, TenantCreate, TenantInput } from '@buchbar/contracts/tenants';
import { legacyAppUrl, slugifyTenantKey } from '@buchbar/domain/legacy-mapping';
import { PERMISSION_NAMES } from '@buchbar/domain/permissions';
import { checkTenantKey } from '@buchbar/domain/tenant-keys';
import type pg from 'pg';
import type { AuditLog, NewAuditEntry } from '../../platform/audit/audit-log';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { createRole, type Principal } from '../access/access.module';
import { findUserIdByEmail, insertInvitedUser } from '../identity/identity.module';
import * as repo from './tenants.repository';
import './tenancy.messages';

type Deps = {
  pool: pg.Pool;
  db: Db;
  legacyUrlPattern?: string;
  onTenantCreated: (key: string) => Promise<void>;
  /** The invitation ("set your password") link for a new tenant's first admin. */
  sendPasswordLink: (email: string) => Promise<void>;
  audit: AuditLog;
};

/** The role a new tenant's first admin gets: every permission (issue 8.5). */
const FIRST_ADMIN_ROLE = 'Administration';

/** Tenants for platform administrators (spec 2 /admin/mandanten, spec 7 tenant calls). */
export class TenantsService {
  constructor(private readonly d: Deps) {}

  async list() {
    const rows = await repo.listTenantsWithDetails(this.d.db);
    return rows.map((t) => this.present(t));
  }

  async create(p: Principal, input: TenantCreate) {
    const key = input.key ?? slugifyTenantKey(input.name);
    refuseReservedKey(key);
    const { firstAdmin } = input;
    const id = await withTransaction(this.d.pool, async ({ db }) => {
      if (await repo.findTenantByKey(db, key)) throw new AppError(409, 'TENANT_KEY_TAKEN', { key });
      await assertDomainsFree(db, null, input.domains);
      if (firstAdmin) await assertFirstAdminAddress(db, firstAdmin, input.domains);
      const tenantId = await repo.insertTenant(db, input.name, key);
      assertDomainsStored(await repo.syncDomains(db, tenantId, input.domains));
      await repo.saveLegacyMapping(db, tenantId, input.legacy);
      await audit(
        this.d.audit,
        db,
        p,
        tenantId,
        'TENANT_CREATED',
        { name: input.name },
        `Mandant „${input.name}“ angelegt`,
      );
      if (firstAdmin) await createFirstAdmin(this.d.audit, db, p, tenantId, firstAdmin);
      return tenantId;
    });
    await this.d.onTenantCreated(key);
    if (firstAdmin) await this.d.sendPasswordLink(firstAdmin.email.toLowerCase());
    return this.get(id);
  }

  async update(p: Principal, id: string, input: TenantInput) {
    // The key of an existing tenant does not change; a reserved one is refused all the same.
    if (input.key) refuseReservedKey(input.key);
    await withTransaction(this.d.pool, async ({ db }) => {
      if (!(await repo.renameTenant(db, id, input.name))) throw notFound();
      await assertDomainsFree(db, id, input.domains);
      assertDomainsStored(await repo.syncDomains(db, id, input.domains));
      await repo.saveLegacyMapping(db, id, input.legacy);
      await audit(
        this.d.audit,
        db,
        p,
        id,
        'TENANT_CHANGED',
        { name: input.name },
        `Mandant „${input.name}“ geändert`,
      );
    });
    return this.get(id);
  }

  /** Domains first, then the tenant; refused while users still belong to it. */
  async remove(p: Principal, id: string) {
    await withTransaction(this.d.pool, async ({ db }) => {
      const users = await repo.countUsersOfTenant(db, id);
      if (users > 0) throw new AppError(409, 'TENANT_NOT_EMPTY', { users });
      if (!(await repo.deleteTenant(db, id))) throw notFound();
      await audit(this.d.audit, db, p, null, 'TENANT_DELETED', { id }, `Mandant ${id} gelöscht`);
    });
  }

  private async get(id: string) {
    const found = (await repo.listTenantsWithDetails(this.d.db)).find((t) => t.id === id);
    if (!found) throw notFound();
    return this.present(found);
  }

  private present(t: Awaited<ReturnType<typeof repo.listTenantsWithDetails>>[number]) {
    const legacy = t.legacy ? { shortName: t.legacy.shortName, legacyUrl: t.legacy.legacyUrl } : null;
    return { ...t, legacy, legacyAppUrl: legacyAppUrl(legacy, this.d.legacyUrlPattern) };
  }
}

function refuseReservedKey(key: string) {
  const checked = checkTenantKey(key);
  if (!checked.ok) throw new AppError(422, checked.code, { ...checked.details });
}

async function assertFirstAdminAddress(db: Db, admin: FirstAdmin, domains: { domain: string }[]) {
  const email = admin.email.toLowerCase();
  const domain = email.split('@')[1] ?? '';
  if (!domains.some((d) => d.domain === domain)) throw new AppError(422, 'FIRST_ADMIN_DOMAIN', { email });
  if (await findUserIdByEmail(db, email)) throw new AppError(409, 'EMAIL_TAKEN', { email });
}

/** The first admin and a role with every permission, in the tenant's creating transaction. */
async function createFirstAdmin(
  auditLog: AuditLog,
  db: Db,
  p: Principal,
  tenantId: string,
  admin: FirstAdmin,
) {
  const roleId = await createRole(
    db,
    tenantId,
    FIRST_ADMIN_ROLE,
    PERMISSION_NAMES.map((name) => ({ name, value: 'true' })),
  );
  const userId = randomUUID();
  await insertInvitedUser(db, tenantId, userId, admin, [roleId]);
  await auditLog.record(db, {
    tenantId,
    level: 'INFO',
    category: 'USER',
    event: 'FIRST_ADMIN_INVITED',
    params: { email: admin.email.toLowerCase() },
    message: `Erste Administration ${admin.email.toLowerCase()} eingeladen`,
    actorUserId: p.userId,
    details: { userId, roleId },
  });
}

async function assertDomainsFree(db: Db, tenantId: string | null, domains: { domain: string }[]) {
  const names = domains.map((d) => d.domain);
  if (new Set(names).size !== names.length) throw new AppError(422, 'DOMAIN_DUPLICATE');
  const taken = await repo.domainsOfOthers(db, tenantId, names);
  if (taken.length > 0) throw new AppError(409, 'DOMAIN_TAKEN', { domains: taken });
}

/** Another tenant took a domain between the check and the write (concurrent requests). */
function assertDomainsStored(taken: string[]): void {
  if (taken.length > 0) throw new AppError(409, 'DOMAIN_TAKEN', { domains: taken });
}

function audit(
  auditLog: AuditLog,
  db: Db,
  p: Principal,
  tenantId: string | null,
  event: NewAuditEntry['event'],
  params: NewAuditEntry['params'],
  message: string,
) {
  return auditLog.record(db, {
    tenantId,
    level: 'INFO',
    category: 'TENANT',
    event,
    params,
    message,
    actorUserId: p.userId,
  });
}
