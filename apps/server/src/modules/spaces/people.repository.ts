import { users } from '@buchbar/db/schema/identity';
import { USER_STATUS } from '@buchbar/domain/user-status';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function findActiveUserByEmail(db: Db, tenantId: string, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.email, email.toLowerCase()),
        eq(users.status, USER_STATUS.active),
      ),
    );
  return rows[0];
}
