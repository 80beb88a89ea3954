import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestServer = RunningServer & {
  db: TestDatabase;
  base: string;
  /**
   * Waits until the server has heard every change committed so far (database triggers NOTIFY
   * on buchbar_auth and buchbar_events; one listening connection receives them in commit order):
   * use after changing sessions, users, grants or floor plans with SQL behind the server's back.
   */
  settled: () => Promise<void>;
};

/** A complete server on a fresh database and a free port, seeded with the demo tenant. */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { clock?: () => number; streamRecheckMs?: number } = {},
): Promise<TestServer> {
  // A copy of the migrated template: the server's own migration step then finds nothing to do.
  const db = await createTestDatabase();
  const server = await startServer(await testConfig(db.url, env), { serveWeb: false, ...opts });
  const base = server.url.replace('0.0.0.0', '127.0.0.1');
  return {
    ...server,
    base,
    db,
    settled: async () => {
      const ping = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const off = server.hub.onAuthChange((change) => {
          if (change.ping === ping) {
            off();
            resolve();
          }
        });
      });
      await db.pool.query(`select pg_notify('buchbar_auth', $1)`, [JSON.stringify({ ping })]);
      await heard;
    },
    stop: async () => {
      await server.stop();
      await db.drop();
    },
  };
}

/**
 * The configuration of a test app instance on the database at `databaseUrl` and a port that was
 * free a moment ago (so PUBLIC_URL, the trusted origin, is known before start); `env` wins.
 */
export async function testConfig(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  return loadConfig({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
}

/** One more app instance on a test server's database, as a second node of a cluster; stop it yourself. */
export async function startSecondServer(
  first: { db: { url: string } },
  env: Record<string, string> = {},
  opts: { clock?: () => number } = {},
): Promise<RunningServer & { base: string }> {
  const server = await startServer(await testConfig(first.db.url, env), { serveWeb: false, ...opts });
  return { ...server, base: server.url.replace('0.0.0.0', '127.0.0.1') };
}

/**
 * The test server of the enclosing describe block (or file): started by a `beforeAll` this call
 * registers, stopped after the block's tests. Its fields are there once it has started, so use
 * them in hooks and tests, and register setup that needs the server after this call.
 */
export function useTestServer(
  env: Record<string, string> = {},
  opts: { clock?: () => number; streamRecheckMs?: number } = {},
): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(env, opts));
  });
  afterAll(async () => {
    await server.stop?.();
  });
  return server;
}

/** Signs in through better-auth and returns the cookie header for later requests. */
export async function signIn(base: string, email: string, password = 'buchbar-demo'): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A port that was free a moment ago, so PUBLIC_URL (trusted origin) is known before start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
