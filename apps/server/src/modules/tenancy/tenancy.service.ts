import type { Db } from '../../platform/database/database';
import * as repo from './tenancy.repository';

/** For other modules: the key (storage folder, URL name) of a tenant. */
export function findTenantKey(db: Db, tenantId: string): Promise<string | undefined> {
  return repo.findTenantKey(db, tenantId);
}

/** For other modules: the tenant with this key (the public occupancy page addresses tenants by key). */
export function findTenantByKey(db: Db, key: string) {
  return repo.findTenantByKey(db, key);
}

/** For other modules: the keys of all tenants (seeding their default files). */
export function listTenantKeys(db: Db): Promise<string[]> {
  return repo.listTenantKeys(db);
}

/** For other modules, in their transaction: whether the domain is one of the tenant's. */
export function tenantOwnsDomain(db: Db, tenantId: string, domain: string): Promise<boolean> {
  return repo.tenantOwnsDomain(db, tenantId, domain);
}
