import { tenantDomains, tenants } from '@buchbar/db/schema/tenancy';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function findTenantKey(db: Db, tenantId: string): Promise<string | undefined> {
  const rows = await db.select({ key: tenants.key }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0]?.key;
}

export async function findTenantByKey(
  db: Db,
  key: string,
): Promise<{ id: string; name: string; key: string } | undefined> {
  const rows = await db
    .select({ id: tenants.id, name: tenants.name, key: tenants.key })
    .from(tenants)
    .where(eq(tenants.key, key))
    .limit(1);
  return rows[0];
}

export async function listTenantKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ key: tenants.key }).from(tenants);
  return rows.map((r) => r.key);
}

export async function tenantOwnsDomain(db: Db, tenantId: string, domain: string): Promise<boolean> {
  const rows = await db
    .select({ d: tenantDomains.domain })
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.domain, domain)));
  return rows.length > 0;
}
