import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { Jobs } from '../jobs/jobs';
import { migrationsFolder } from '../paths';
import { createPool } from './database';
import { migrateDatabase } from './migrate';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

  it('instances starting together on a new database install pg-boss and create its queues once (issue 15)', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const pools = [1, 2, 3].map(() => createPool(fresh.url, 4));
    const started: Jobs[] = [];
    try {
      // As startServer does: pg-boss starts under the migration lock, then every module
      // registers its queues at once. Without the locks this failed with a duplicate "pgboss"
      // schema or a deadlock in createQueue.
      await Promise.all(
        pools.map((pool) =>
          migrateDatabase(pool, migrationsFolder, {
            underLock: async () => {
              started.push(await Jobs.start(pool, { work: false, onError: () => undefined }));
            },
          }),
        ),
      );
      await Promise.all(
        started.flatMap((jobs) =>
          ['cluster.a', 'cluster.b', 'cluster.c'].map((q) => jobs.register(q, async () => {})),
        ),
      );
      const queues = await fresh.pool.query<{ name: string }>(
        "select name from pgboss.queue where name like 'cluster.%' order by name",
      );
      expect(queues.rows.map((r) => r.name)).toEqual(['cluster.a', 'cluster.b', 'cluster.c']);
    } finally {
      await Promise.all(started.map((jobs) => jobs.stop()));
      await Promise.all(pools.map((p) => p.end()));
      await fresh.drop();
    }
  }, 120_000);

  it('three migrator processes started at once on a fresh database all succeed, migrating once', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const runs = await Promise.all([1, 2, 3].map(() => runMigrator(fresh.url)));
      for (const run of runs) {
        expect(run.code, run.out).toBe(0);
        expect(run.out).toContain('Migrations applied.');
      }
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
      const applied = await fresh.pool.query(
        'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]).toEqual({ n: files.length, distinct_n: files.length });
      const table = await fresh.pool.query("select to_regclass('public.stored_files') is not null as there");
      expect(table.rows[0].there).toBe(true);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

/** `cli migrate` as its own process, as each instance's start (or `npm run db:migrate`) runs it. */
function runMigrator(url: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'migrate'], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.stderr.on('data', (d) => {
      out += String(d);
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}
