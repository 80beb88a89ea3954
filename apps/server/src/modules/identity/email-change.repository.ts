import { users, verifications } from '@buchbar/db/schema/identity';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * A pending e-mail change (issue 8.2) is one row of better-auth's verifications table:
 * identifier `email-change:<userId>`, value the new address. Starting a newer change replaces
 * it, so only the newest confirmation link can move the address.
 */
const identifierOf = (userId: string) => `email-change:${userId}`;

export async function replacePendingEmail(db: Db, userId: string, email: string, expiresAt: Date) {
  await db.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(userId),
    value: email.toLowerCase(),
    expiresAt,
  });
}

export async function findPendingEmail(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<string | undefined> {
  const rows = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(userId)), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return rows[0]?.value;
}

export async function clearPendingEmail(db: Db, userId: string) {
  await db.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
}

export async function findUserEmail(db: Db, userId: string) {
  const rows = await db
    .select({ email: users.email, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0];
}
