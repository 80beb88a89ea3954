import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { migrationsFolder } from '../paths';
import { createPool } from './database';
import { migrateDatabase } from './migrate';

describe('migrateDatabase', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => t.drop());

  it('migrates once when several instances start together', async () => {
    const pools = [createPool(t.url, 2), createPool(t.url, 2), createPool(t.url, 2)];
    await Promise.all(pools.map((p) => migrateDatabase(p, migrationsFolder)));
    await Promise.all(pools.map((p) => p.end()));
    const applied = await t.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const files = (await import('node:fs')).readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect(applied.rows[0].n).toBe(files.length);
    const tables = await t.pool.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'tenants'",
    );
    expect(tables.rows[0].n).toBe(1);
  });
});
