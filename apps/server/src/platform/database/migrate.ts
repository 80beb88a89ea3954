import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATION_LOCK_KEY } from './advisory-locks';
import { createDb } from './database';

/**
 * Applies pending migrations under a session advisory lock, so instances starting together
 * migrate once: the second waits, then finds nothing left to do.
 */
export async function migrateDatabase(
  pool: pg.Pool,
  migrationsFolder: string,
  opts: { onWait?: () => void } = {},
): Promise<void> {
  const client = await pool.connect();
  try {
    const tried = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (!tried.rows[0]?.locked) {
      opts.onWait?.();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      await migrate(createDb(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
