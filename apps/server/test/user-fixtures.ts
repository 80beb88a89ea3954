import { assignRoles, createRole } from '@buchbar/db/seed/access-fixtures';
import { createUser, type UserFixture } from '@buchbar/db/seed/fixtures';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { createDb } from '../src/platform/database/database';

export type RoleFixture = { id: string; name: string; permissions: readonly string[] };

/** Creates the role `role` in the tenant and gives it to the user. */
export async function grantRole(
  pool: pg.Pool,
  tenantId: string,
  userId: string,
  role: RoleFixture,
): Promise<void> {
  const db = createDb(pool);
  await createRole(db, { ...role, tenantId });
  await assignRoles(db, tenantId, userId, [role.id]);
}

/**
 * A user of the tenant (password `buchbar-demo` unless given) holding exactly one role with
 * exactly `role.permissions`.
 */
export async function seedUserWithRole(
  pool: pg.Pool,
  tenantId: string,
  user: Omit<UserFixture, 'password' | 'tenantId'> & { password?: string },
  role: RoleFixture,
): Promise<void> {
  await createUser(createDb(pool), { password: 'buchbar-demo', ...user, tenantId }, hashPassword);
  await grantRole(pool, tenantId, user.id, role);
}
