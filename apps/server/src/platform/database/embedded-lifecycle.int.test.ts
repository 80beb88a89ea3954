import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitForReady } from '../../../test/spawn-server';
import { signIn } from '../../../test/test-server';
import { isProcessAlive } from './process-info';

/**
 * The embedded default as an operator meets it: a second start on the same data directory
 * is refused, a kill -9 leaves an orphaned postmaster that the next start stops and
 * replaces without losing data, and SIGTERM stops everything cleanly.
 */
describe('embedded PostgreSQL lifecycle', () => {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(port + 1),
    JOBS: 'false',
  });
  const base = `http://127.0.0.1:${port}`;
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second instance, survives kill -9 with data kept, stops cleanly', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-life-'));
    await fs.chmod(dataDir, 0o755);
    const first = spawnServer(env(dataDir));
    await waitForReady(base);
    const cookie = await signIn(base, 'booker@demo.example');

    const second = spawnServer({ ...env(dataDir), PORT: String(port + 2) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another Buchbar process/);
    expect(second.output()).not.toMatch(/\n\s+at /); // one sentence, no stack trace
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const postmasterPid = Number(
      (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isProcessAlive(postmasterPid)).toBe(true); // the orphan the next start must handle

    const third = spawnServer(env(dataDir));
    await waitForReady(base);
    expect(isProcessAlive(postmasterPid)).toBe(false);
    const me = await fetch(`${base}/api/v1/me`, { headers: { cookie } });
    expect(me.status).toBe(200); // the session written before kill -9 is still there

    const newPid = Number(
      (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(isProcessAlive(newPid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'buchbar.lock'))).toBe(false);
  }, 360_000);

  it('names a taken EMBEDDED_PG_PORT in one sentence', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const pgPort = typeof address === 'object' && address ? address.port : 0;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-port-'));
    try {
      const run = spawnServer({ ...env(dir), EMBEDDED_PG_PORT: String(pgPort) });
      expect(await run.exited).toBe(1);
      expect(run.output()).toMatch(
        new RegExp(
          `^Buchbar cannot start: Port ${pgPort} for the embedded PostgreSQL is already in use; set EMBEDDED_PG_PORT to a free port\\.$`,
          'm',
        ),
      );
      expect(run.output()).not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' },
      /^Buchbar cannot start: Cannot reach the database at 127\.0\.0\.1:1\/nothing \(ECONNREFUSED\); check DATABASE_URL\.$/m,
    ],
    [{ PORT: 'eighty' }, /^Buchbar cannot start: Invalid configuration: PORT: /m],
  ])('exits non-zero with one clear sentence for %j', async (bad, message) => {
    const run = spawnServer({ DATA_DIR: path.join(os.tmpdir(), 'buchbar-unused'), ...bad });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(message);
    expect(run.output()).not.toMatch(/\n\s+at /);
  });
});
