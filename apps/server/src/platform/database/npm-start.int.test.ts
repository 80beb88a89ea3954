import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForReady } from '../../../test/spawn-server';
import { freePort } from '../../../test/test-server';
import { isProcessAlive } from './process-info';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** The parent of a process (for cleaning up after a failed run). */
async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined;
}

/**
 * `npm start` as an operator runs it: SIGTERM to the npm process (what a service manager or a
 * container runtime sends) stops the server and its embedded PostgreSQL; the startup line names
 * the address for the browser, and the loopback alias of it signs in too.
 */
describe('npm start', () => {
  let dataDir = '';
  let npm: ChildProcess | undefined;
  let postmaster = 0;
  afterAll(async () => {
    if (npm?.exitCode === null) npm.kill('SIGKILL');
    // A server left behind by a failing run must not keep its port and PostgreSQL.
    const server = postmaster && isProcessAlive(postmaster) ? await parentOf(postmaster) : undefined;
    if (server) process.kill(server, 'SIGTERM');
    if (postmaster) await until(() => !isProcessAlive(postmaster), 30_000);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM to npm stops the server and its embedded PostgreSQL; the printed address signs in', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-npm-start-'));
    await fs.chmod(dataDir, 0o755);
    const port = await freePort();
    const pgPort = await freePort();
    npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PUBLIC_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(pgPort),
        JOBS: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (d) => {
      output += String(d);
    });
    npm.stderr?.on('data', (d) => {
      output += String(d);
    });
    const npmExited = new Promise<void>((resolve) => npm?.once('exit', () => resolve()));
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(base, 180_000); // the first start may build the app
    expect(output).toContain(`Buchbar is running on http://localhost:${port}`);
    postmaster = Number(
      (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    expect(isProcessAlive(postmaster)).toBe(true);

    // A browser on http://127.0.0.1:PORT while PUBLIC_URL says localhost: the same place.
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
      },
      body: JSON.stringify({ email: 'booker@demo.example', password: 'buchbar-demo' }),
    });
    expect(signIn.status).toBe(200);

    npm.kill('SIGTERM');
    await npmExited;
    const portClosed = await until(
      () =>
        fetch(`${base}/healthz`).then(
          () => false,
          () => true,
        ),
      30_000,
    );
    expect(portClosed).toBe(true);
    expect(await until(() => !isProcessAlive(postmaster), 30_000)).toBe(true);
  }, 240_000);
});
