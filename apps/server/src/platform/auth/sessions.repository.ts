import { sessions } from '@buchbar/db/schema/identity';
import { eq } from 'drizzle-orm';
import type { Db } from '../database/database';

/**
 * Ends every open session of a user at once (deactivation, password reset by an admin). The
 * users service calls this inside its transaction: `await revokeUserSessions(tx.db, userId)`.
 */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Records activity for the idle lifetime (better-auth's own refresh is switched off). */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, sessionId));
}
