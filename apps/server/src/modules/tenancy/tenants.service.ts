import type { TenantInput } from '@buchbar/contracts/tenants';
import { legacyAppUrl, slugifyTenantKey } from '@buchbar/domain/legacy-mapping';
import type pg from 'pg';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/authorizer';
import { insertAudit } from '../audit/audit.repository';
import * as repo from './tenants.repository';
import './tenancy.messages';

type Deps = {
  pool: pg.Pool;
  db: Db;
  legacyUrlPattern?: string;
  onTenantCreated: (key: string) => Promise<void>;
};

/** Tenants for platform administrators (spec 2 /admin/mandanten, spec 7 tenant calls). */
export class TenantsService {
  constructor(private readonly d: Deps) {}

  async list() {
    const rows = await repo.listTenantsWithDetails(this.d.db);
    return rows.map((t) => this.present(t));
  }

  async create(p: Principal, input: TenantInput) {
    const key = input.key ?? slugifyTenantKey(input.name);
    const id = await withTransaction(this.d.pool, async ({ db }) => {
      if (await repo.findTenantByKey(db, key)) throw new AppError(409, 'TENANT_KEY_TAKEN', { key });
      await assertDomainsFree(db, null, input.domains);
      const tenantId = await repo.insertTenant(db, input.name, key);
      assertDomainsStored(await repo.syncDomains(db, tenantId, input.domains));
      await repo.saveLegacyMapping(db, tenantId, input.legacy);
      await audit(db, p, tenantId, `Mandant „${input.name}“ angelegt`);
      return tenantId;
    });
    await this.d.onTenantCreated(key);
    return this.get(id);
  }

  async update(p: Principal, id: string, input: TenantInput) {
    await withTransaction(this.d.pool, async ({ db }) => {
      if (!(await repo.renameTenant(db, id, input.name))) throw notFound();
      await assertDomainsFree(db, id, input.domains);
      assertDomainsStored(await repo.syncDomains(db, id, input.domains));
      await repo.saveLegacyMapping(db, id, input.legacy);
      await audit(db, p, id, `Mandant „${input.name}“ geändert`);
    });
    return this.get(id);
  }

  /** Domains first, then the tenant; refused while users still belong to it. */
  async remove(p: Principal, id: string) {
    await withTransaction(this.d.pool, async ({ db }) => {
      const users = await repo.countUsersOfTenant(db, id);
      if (users > 0) throw new AppError(409, 'TENANT_NOT_EMPTY', { users });
      if (!(await repo.deleteTenant(db, id))) throw notFound();
      await audit(db, p, null, `Mandant ${id} gelöscht`);
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

function audit(db: Db, p: Principal, tenantId: string | null, message: string) {
  return insertAudit(db, { tenantId, level: 'INFO', category: 'TENANT', message, actorUserId: p.userId });
}
