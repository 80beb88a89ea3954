import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATION_LOCK_KEY } from './advisory-locks';
import { createDb } from './database';

/**
 * Applies pending migrations under a session advisory lock, so instances starting together
 * migrate once: the second waits, then finds nothing left to do. `underLock` runs after the
 * migrations, still holding the lock: other schema set-up that is not safe to run twice at
 * once (pg-boss installs or upgrades its own schema in `start`, and two instances doing that
 * together on a new database fail with a duplicate `pgboss` schema).
 */
export async function migrateDatabase(
  pool: pg.Pool,
  migrationsFolder: string,
  opts: { onWait?: () => void; underLock?: () => Promise<void> } = {},
): Promise<void> {
  await withStartupLock(
    pool,
    async (client) => {
      await migrate(createDb(client), { migrationsFolder });
      await opts.underLock?.();
    },
    opts.onWait,
  );
}

/**
 * Runs `fn` while holding the start-up advisory lock (the migrations' lock): start-up work of
 * several instances on one database that must not run at the same time, such as the first
 * seed of a new database. The lock is a session lock on a connection of its own, released
 * whatever `fn` does.
 */
export async function withStartupLock<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  onWait?: () => void,
  key: number = MIGRATION_LOCK_KEY,
): Promise<T> {
  const client = await pool.connect();
  try {
    const tried = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!tried.rows[0]?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
