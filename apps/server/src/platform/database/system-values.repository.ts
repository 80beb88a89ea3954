import { systemValues } from '@buchbar/db/schema/system';
import { eq } from 'drizzle-orm';
import type { Db } from './database';

/** Returns the stored value of `key`, storing `make()` first if none exists (race-safe). */
export async function getOrCreateSystemValue(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(systemValues).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(systemValues).where(eq(systemValues.key, key));
  if (!row) throw new Error(`system value ${key} missing after insert`);
  return row.value;
}
