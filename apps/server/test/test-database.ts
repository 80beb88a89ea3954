import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../src/platform/database/database';
import { migrateDatabase } from '../src/platform/database/migrate';
import { migrationsFolder } from '../src/platform/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** A migrated database made once per run (global-setup.ts); copies of it start each file. */
    templateDatabase: string;
  }
}

export type TestDatabase = { url: string; pool: pg.Pool; drop: () => Promise<void> };

/**
 * A fresh, migrated database for one test file (a copy of the run's migrated template when there
 * is one); `migrate: false` gives an empty one. drop() removes it again.
 */
export async function createTestDatabase(opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = opts.migrate === false ? '' : inject('templateDatabase');
  const name = `buchbar_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, 10);
  if (opts.migrate !== false && !template) await migrateDatabase(pool, migrationsFolder);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // a dropped connection fails the query instead
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
