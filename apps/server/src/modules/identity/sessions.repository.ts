import { sessions } from '@buchbar/db/schema/identity';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
