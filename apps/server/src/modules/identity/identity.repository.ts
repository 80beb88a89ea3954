import { users } from '@buchbar/db/schema/identity';
import { departments, tenants } from '@buchbar/db/schema/tenancy';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function findProfile(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      platformAdmin: users.platformAdmin,
      tenantId: tenants.id,
      tenantName: tenants.name,
      tenantKey: tenants.key,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
