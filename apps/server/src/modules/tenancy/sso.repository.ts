import { randomUUID } from 'node:crypto';
import { accounts, twoFactors, users, verifications } from '@buchbar/db/schema/identity';
import { ssoProviders, tenantDomains, tenants } from '@buchbar/db/schema/tenancy';
import { and, eq, gt, sql } from 'drizzle-orm';
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

/** The tenant's e-mail domains, lower-cased. */
export async function findTenantDomains(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: tenantDomains.domain })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId));
  return rows.map((r) => r.domain.toLowerCase());
}

/** What decides whether single sign-on may sign in or link a user. */
export type SsoSubject = {
  id: string;
  email: string;
  tenantId: string | null;
  platformAdmin: boolean;
  /** A password (credential account) or TOTP: such accounts are linked only explicitly. */
  hasOwnCredentials: boolean;
};

export async function findSsoSubject(db: Db, userId: string): Promise<SsoSubject | undefined> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      tenantId: users.tenantId,
      platformAdmin: users.platformAdmin,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const password = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  const totp = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  return {
    id: row.id,
    email: row.email,
    tenantId: row.tenantId,
    platformAdmin: row.platformAdmin,
    hasOwnCredentials: row.twoFactorEnabled || password.length > 0 || totp.length > 0,
  };
}

/** Drops every link of users to this provider (a new issuer is a new authority). */
export async function deleteSsoLinks(db: Db, providerId: string): Promise<number> {
  const rows = await db
    .delete(accounts)
    .where(eq(accounts.providerId, providerId))
    .returning({ id: accounts.id });
  return rows.length;
}

const approvalKey = (userId: string) => `sso-link-approval:${userId}`;

/** An admin's approval that the user's next sign-in through the tenant's SSO links the account. */
export async function insertSsoLinkApproval(
  db: Db,
  userId: string,
  approvedBy: string,
  expiresAt: Date,
): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, approvalKey(userId)));
  await db
    .insert(verifications)
    .values({ id: randomUUID(), identifier: approvalKey(userId), value: approvedBy, expiresAt });
}

/** Uses up a live approval; true when there was one. */
export async function consumeSsoLinkApproval(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(verifications)
    .where(eq(verifications.identifier, approvalKey(userId)))
    .returning({ expiresAt: verifications.expiresAt });
  return rows.some((r) => r.expiresAt > now);
}

export async function hasSsoLinkApproval(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, approvalKey(userId)), gt(verifications.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
