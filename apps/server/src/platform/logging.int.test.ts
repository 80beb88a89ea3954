import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Spawned, spawnServer, waitForReady } from '../../test/spawn-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { signIn } from '../../test/test-server';

const READING_ROOM = '00000000-0000-4000-8101-000000000001';

/** The server as operators run it (its own process, LOG_LEVEL=info): what reaches stdout. */
describe('request logs never contain kiosk tokens or other URL secrets', () => {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const base = `http://127.0.0.1:${port}`;
  let db: TestDatabase;
  let server: Spawned;
  let storageDir = '';
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-logs-'));
    server = spawnServer({
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      STORAGE_DIR: storageDir,
      JOBS: 'false',
      LOG_LEVEL: 'info',
      INSTANCE_ID: 'log-test-1',
    });
    await waitForReady(base);
  }, 180_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await db?.drop();
    if (storageDir) await fs.rm(storageDir, { recursive: true, force: true });
  });

  it('names the instance on every log line and the storage backend at start', async () => {
    await fetch(`${base}/healthz`);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { instance?: string; msg?: string });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.filter((l) => l.instance !== 'log-test-1')).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain(`Files are stored in: local directory ${storageDir}`);
    expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ instance: 'log-test-1' });
  });

  it('redacts ?token= of kiosk requests and the reset-password token', async () => {
    const cookie = await signIn(base, 'admin@demo.example');
    const created = await fetch(`${base}/api/v1/spaces/lesesaal/floor-plans/${READING_ROOM}/kiosk-tokens`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Foyer' }),
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };

    const q = `token=${encodeURIComponent(token)}`;
    expect((await fetch(`${base}/api/v1/kiosk/map?${q}&date=2026-11-24`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/files/floor-plans/demo/reading-room.svg?${q}`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/kiosk/map?${q}&date=not-a-date`)).status).toBe(400);
    const events = new AbortController();
    const stream = await fetch(`${base}/api/v1/kiosk/events?${q}`, { signal: events.signal });
    expect(stream.status).toBe(200);
    events.abort();
    await fetch(`${base}/kiosk?${q}`);
    const resetToken = 'ResetTokenThatMustNotBeLogged42';
    await fetch(`${base}/api/auth/reset-password/${resetToken}?callbackURL=%2Fauth%2Frecovery`);

    // pino writes asynchronously; wait until the last request's line is out.
    for (let i = 0; i < 50 && !server.output().includes('/api/auth/reset-password/'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const log = server.output();
    expect(log).toContain('/api/v1/kiosk/map?token=[redacted]&date=2026-11-24');
    expect(log).toContain('/api/v1/files/floor-plans/demo/reading-room.svg?token=[redacted]');
    expect(log).toContain('/api/auth/reset-password/[redacted]?callbackURL=');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(resetToken);
  });

  it('redacts every declared secret parameter: guest links, calendar feeds, locker and auth tokens, also when refused', async () => {
    const cookie = await signIn(base, 'booker@demo.example');
    const created = await fetch(`${base}/api/v1/me/calendar-feed`, {
      method: 'POST',
      headers: { cookie, origin: base },
    });
    expect(created.status).toBe(201);
    const feed = new URL(((await created.json()) as { url: string }).url);
    const feedToken =
      feed.pathname
        .split('/')
        .pop()
        ?.replace(/\.ics$/, '') ?? '';
    expect(feedToken.length).toBeGreaterThan(20);
    const guest = 'GuestLinkSecret0123456789abcdef';
    const calls: Array<[string, string, number]> = [
      ['GET', feed.pathname, 200],
      ['GET', `${feed.pathname}/more`, 404],
      ['GET', '/api/v1/calendar/CalendarSecretUnknown.ics', 404],
      ['GET', `/api/v1/public/guest-bookings/${guest}1`, 404],
      ['POST', `/api/v1/public/guest-bookings/${guest}2/cancel`, 404],
      ['PUT', `/api/v1/public/guest-bookings/${guest}3`, 404],
      ['GET', `/api/v1/public/guest-bookings/${guest}4%E0%A4%A`, 400],
      ['GET', `/api/v1/office-locker/terminal?token=${guest}5`, 401],
      ['GET', `/api/auth/verify-email?token=${guest}6&callbackURL=%2F`, 302],
      // the page: 200 when the web app is built (a developer's tree), 404 before the build (CI's order)
      ['GET', `/pub/fahrzeugbuchungstorno?token=${guest}7`, -1],
    ];
    for (const [method, path, status] of calls) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { origin: base, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
        redirect: 'manual',
      });
      const seen = res.status >= 400 ? res.status : Math.min(res.status, 302);
      expect([method, path, status === -1 && (seen === 200 || seen === 404) ? -1 : seen]).toEqual([
        method,
        path,
        status,
      ]);
    }
    for (let i = 0; i < 50 && !server.output().includes('fahrzeugbuchungstorno?token='); i++)
      await new Promise((r) => setTimeout(r, 100));
    const log = server.output();
    expect(log).not.toContain(feedToken);
    expect(log).not.toContain('CalendarSecretUnknown');
    expect(log).not.toContain(guest);
    expect(log).toContain('"url":"/api/v1/calendar/[redacted]"');
    expect(log).toContain('"url":"/api/v1/public/guest-bookings/[redacted]/cancel"');
    expect(log).toContain('"url":"/api/v1/office-locker/terminal?token=[redacted]"');
  });

  it('logs a request refused for a bad URL escape as refused (400, uniform body), never as completed', async () => {
    const res = await fetch(`${base}/api/v1/%E0%A4%A`, { headers: { 'x-request-id': 'bad-escape-1' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_URL');
    for (let i = 0; i < 50 && !server.output().includes('"reqId":"bad-escape-1"'); i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"reqId":"bad-escape-1"'))
      .map((l) => JSON.parse(l) as { msg: string; res?: { statusCode: number }; error?: unknown });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request refused']);
    expect(lines[1]).toMatchObject({
      res: { statusCode: 400 },
      error: { code: 'BAD_URL', message: 'Die Adresse ist ungültig kodiert.', details: {} },
    });
  });

  it('warns once when X-Forwarded-For arrives without TRUST_PROXY', async () => {
    for (let i = 0; i < 3; i++)
      await fetch(`${base}/api/v1/me`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    for (let i = 0; i < 50 && !server.output().includes('TRUST_PROXY is not set'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const warnings = server.output().match(/TRUST_PROXY is not set/g) ?? [];
    expect(warnings).toHaveLength(1);
    expect(server.output()).toContain('set TRUST_PROXY=127.0.0.1');
  });
});
