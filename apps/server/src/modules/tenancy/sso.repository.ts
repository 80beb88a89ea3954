import { ssoProviders, tenantDomains, tenants } from '@buchbar/db/schema/tenancy';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;

export async function findSsoProviderByTenant(db: Db, tenantId: string): Promise<SsoProviderRow | undefined> {
  const rows = await db.select().from(ssoProviders).where(eq(ssoProviders.tenantId, tenantId)).limit(1);
  return rows[0];
}

export async function findSsoProviderById(db: Db, providerId: string): Promise<SsoProviderRow | undefined> {
  const rows = await db.select().from(ssoProviders).where(eq(ssoProviders.providerId, providerId)).limit(1);
  return rows[0];
}

/** The enabled provider of the tenant owning the e-mail domain, if any. */
export async function findEnabledProviderIdByDomain(db: Db, domain: string): Promise<string | undefined> {
  const rows = await db
    .select({ providerId: ssoProviders.providerId })
    .from(tenantDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.tenantId, tenantDomains.tenantId))
    .where(and(eq(sql`lower(${tenantDomains.domain})`, domain.toLowerCase()), eq(ssoProviders.enabled, true)))
    .limit(1);
  return rows[0]?.providerId;
}

export async function findTenantKeyById(db: Db, tenantId: string): Promise<string | undefined> {
  const rows = await db.select({ key: tenants.key }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0]?.key;
}

export async function upsertSsoProvider(
  db: Db,
  row: {
    tenantId: string;
    providerId: string;
    issuer: string;
    clientId: string;
    clientSecret: string;
    enabled: boolean;
  },
): Promise<void> {
  await db
    .insert(ssoProviders)
    .values(row)
    .onConflictDoUpdate({
      target: ssoProviders.tenantId,
      set: {
        issuer: row.issuer,
        clientId: row.clientId,
        clientSecret: row.clientSecret,
        enabled: row.enabled,
      },
    });
}
