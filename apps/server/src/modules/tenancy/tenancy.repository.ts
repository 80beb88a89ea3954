import { tenants } from '@buchbar/db/schema/tenancy';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export async function findTenantKey(db: Db, tenantId: string): Promise<string | undefined> {
  const rows = await db.select({ key: tenants.key }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0]?.key;
}

export async function listTenantKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ key: tenants.key }).from(tenants);
  return rows.map((r) => r.key);
}
