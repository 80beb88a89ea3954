import { signInFailures } from '@buchbar/db/schema/audit';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** Failure instants of one account (by e-mail) inside the window, newest first. */
export async function listAccountFailures(
  db: Db,
  email: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)))
    .orderBy(desc(signInFailures.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** Failure instants of one client address inside the window, newest first. */
export async function listAddressFailures(db: Db, ip: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.ip, ip), gt(signInFailures.createdAt, since)))
    .orderBy(desc(signInFailures.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function insertSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(signInFailures).values({ email, ip });
}

/** A successful sign-in forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
