import { users } from '@buchbar/db/schema/identity';
import { legacyMappings, tenantDomains, tenants } from '@buchbar/db/schema/tenancy';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function listTenantsWithDetails(db: Db) {
  const [rows, domains, legacy] = await Promise.all([
    db.select().from(tenants).orderBy(asc(tenants.name)),
    db.select().from(tenantDomains).orderBy(asc(tenantDomains.domain)),
    db.select().from(legacyMappings),
  ]);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    key: t.key,
    domains: domains
      .filter((d) => d.tenantId === t.id)
      .map((d) => ({ domain: d.domain, clientId: d.clientId })),
    legacy: legacy.find((l) => l.tenantId === t.id) ?? null,
  }));
}

export async function findTenantByKey(db: Db, key: string) {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key));
  return rows[0];
}

export async function insertTenant(db: Db, name: string, key: string): Promise<string> {
  const [row] = await db.insert(tenants).values({ name, key }).returning({ id: tenants.id });
  if (!row) throw new Error('insert into tenants returned no row');
  return row.id;
}

export async function renameTenant(db: Db, id: string, name: string): Promise<boolean> {
  const rows = await db.update(tenants).set({ name }).where(eq(tenants.id, id)).returning({ id: tenants.id });
  return rows.length > 0;
}

/** Domains taken by another tenant, among `domains`. */
export async function domainsOfOthers(db: Db, tenantId: string | null, domains: string[]) {
  if (domains.length === 0) return [];
  const rows = await db.select().from(tenantDomains).where(inArray(tenantDomains.domain, domains));
  return rows.filter((r) => r.tenantId !== tenantId).map((r) => r.domain);
}

/** Saving a client adds new domains and removes missing ones (spec 7). */
/**
 * Makes the tenant's domains the wanted ones; returns the wanted domains another tenant holds
 * (a concurrent create can take one after the service's check: its row must not be touched).
 */
export async function syncDomains(
  db: Db,
  tenantId: string,
  wanted: { domain: string; clientId: string }[],
): Promise<string[]> {
  const names = wanted.map((d) => d.domain);
  const removeWhere =
    names.length > 0
      ? and(eq(tenantDomains.tenantId, tenantId), notInArray(tenantDomains.domain, names))
      : eq(tenantDomains.tenantId, tenantId);
  await db.delete(tenantDomains).where(removeWhere);
  const taken: string[] = [];
  for (const d of wanted) {
    const stored = await db
      .insert(tenantDomains)
      .values({ tenantId, domain: d.domain, clientId: d.clientId })
      .onConflictDoUpdate({
        target: tenantDomains.domain,
        set: { clientId: d.clientId },
        setWhere: eq(tenantDomains.tenantId, tenantId),
      })
      .returning({ domain: tenantDomains.domain });
    if (stored.length === 0) taken.push(d.domain);
  }
  return taken;
}

export async function saveLegacyMapping(
  db: Db,
  tenantId: string,
  m: { shortName: string; legacyUrl: string | null } | null,
) {
  await db.delete(legacyMappings).where(eq(legacyMappings.tenantId, tenantId));
  if (m) await db.insert(legacyMappings).values({ tenantId, shortName: m.shortName, legacyUrl: m.legacyUrl });
}

export async function countUsersOfTenant(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function deleteTenant(db: Db, tenantId: string): Promise<boolean> {
  await db.delete(tenantDomains).where(eq(tenantDomains.tenantId, tenantId));
  await db.delete(legacyMappings).where(eq(legacyMappings.tenantId, tenantId));
  const rows = await db.delete(tenants).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
  return rows.length > 0;
}
