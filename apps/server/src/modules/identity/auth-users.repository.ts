import { accounts, users } from '@buchbar/db/schema/identity';
import { tenantDomains } from '@buchbar/db/schema/tenancy';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export type AuthUser = { id: string; email: string; tenantId: string | null; status: string };

export async function findAuthUserByEmail(db: Db, email: string): Promise<AuthUser | undefined> {
  const rows = await db
    .select({ id: users.id, email: users.email, tenantId: users.tenantId, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findAuthUserById(db: Db, id: string): Promise<AuthUser | undefined> {
  const rows = await db
    .select({ id: users.id, email: users.email, tenantId: users.tenantId, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

/** The tenant owning the e-mail's domain (spec: a user belongs to the tenant of their domain). */
export async function findTenantIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const domain = email.split('@')[1]?.toLowerCase();
  if (!domain) return undefined;
  const rows = await db
    .select({ tenantId: tenantDomains.tenantId })
    .from(tenantDomains)
    .where(eq(sql`lower(${tenantDomains.domain})`, domain))
    .limit(1);
  return rows[0]?.tenantId;
}

export async function markUserSso(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ sso: true }).where(eq(users.id, userId));
}

/** How many ways to sign in the user has (password, linked single sign-on): 0 = invited. */
export async function countSignInMethods(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(accounts).where(eq(accounts.userId, userId));
  return rows[0]?.n ?? 0;
}

/** The stored password hash of the user's e-mail-and-password account, if there is one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const rows = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return rows[0]?.hash ?? undefined;
}
