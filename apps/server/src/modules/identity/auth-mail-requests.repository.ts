import { authMailRequests } from '@buchbar/db/schema/audit';
import { verifications } from '@buchbar/db/schema/identity';
import type { AuthMailKind } from '@buchbar/domain/mail-request-limits';
import { and, desc, eq, gt, like, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export type { AuthMailKind };

/** Instants of the recent requests of one kind to one recipient, newest first. */
export async function listAuthMailRequests(
  db: Db,
  kind: AuthMailKind,
  email: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: authMailRequests.createdAt })
    .from(authMailRequests)
    .where(
      and(
        eq(authMailRequests.kind, kind),
        eq(authMailRequests.email, email),
        gt(authMailRequests.createdAt, since),
      ),
    )
    .orderBy(desc(authMailRequests.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function insertAuthMailRequest(
  db: Db,
  kind: AuthMailKind,
  email: string,
  ip: string,
): Promise<void> {
  await db.insert(authMailRequests).values({ kind, email, ip });
}

/**
 * A newer reset link invalidates the older ones: deletes the user's reset tokens created before
 * this one (better-auth stores them as verification rows `reset-password:<token>` with the user
 * id as value). "Before", not "other than", so two requests at once never delete each other's.
 */
export async function deleteOlderResetTokens(db: Db, userId: string, keepToken: string): Promise<void> {
  const mine = await db
    .select({ createdAt: verifications.createdAt })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${keepToken}`))
    .limit(1);
  const createdAt = mine[0]?.createdAt;
  if (!createdAt) return;
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, 'reset-password:%'),
        eq(verifications.value, userId),
        ne(verifications.identifier, `reset-password:${keepToken}`),
        lte(verifications.createdAt, createdAt),
      ),
    );
}

/**
 * An invitation's link lives longer than a reset link (issue 14 point 8): its end moves to
 * `lifetimeMs` after it was issued. better-auth refuses the link after `expires_at`.
 */
export async function extendResetToken(db: Db, token: string, lifetimeMs: number): Promise<void> {
  await db
    .update(verifications)
    .set({ expiresAt: sql`${verifications.createdAt} + make_interval(secs => ${lifetimeMs / 1000})` })
    .where(eq(verifications.identifier, `reset-password:${token}`));
}
