import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client, type ErrorReply, type Reply } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

const seat = (n: number) => `00000000-0000-4000-8102-${String(n).padStart(12, '0')}`;
const base = '/api/v1/spaces/lesesaal';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An instant of Wednesday 2026-10-21 (UTC hour). */
const at = (hour: number) => `2026-10-21T${String(hour).padStart(2, '0')}:00:00Z`;

/** Reads an SSE response in the background, keeping every event's data line. */
function collect(res: Response) {
  const events: string[] = [];
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  let buffer = '';
  let ended = false;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += new TextDecoder().decode(value);
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) if (block.startsWith('event:')) events.push(block);
      }
    } catch {
      // aborted at the end of the test
    }
    ended = true;
  })();
  return { events, ended: () => ended };
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('database outage while 10 clients book', () => {
  const now = Date.parse('2026-10-20T08:00:00Z'); // Tuesday, 10:00 Berlin
  let s: TestServer;
  let admin: pg.Client;
  let dbName: string;
  beforeAll(async () => {
    s = await startTestServer({}, { clock: () => now });
    dbName = new URL(s.db.url).pathname.slice(1);
    // Ten sessions of one person book ten seats at once: this test is about the outage, so the
    // tenant allows several places per person (the one-place rule, issue 22 point 8, has its own
    // tests in one-seat-per-person.int.test.ts).
    const settingsAdmin = client(s.base, await signIn(s.base, 'admin@demo.example'));
    const allowed = await settingsAdmin.put('/api/v1/settings/tenant', {
      values: { 'spaces.allowMultipleSeatsPerPerson': true },
    });
    expect(allowed.status).toBe(200);
    // Terminations and ALTER DATABASE come from a connection to another database.
    admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    admin.on('error', () => undefined);
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
    await admin?.end();
    await s?.stop();
  });

  const terminateAll = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
  const listeningConnections = async () =>
    (
      await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'buchbar-listen'`,
        [dbName],
      )
    ).rows[0]?.n;

  it('all connections terminated twice: the server stays up, answers 503 meanwhile, recovers, and live events arrive exactly once', async () => {
    const cookies = await Promise.all(
      Array.from({ length: 10 }, () => signIn(s.base, 'booker@demo.example')),
    );
    const clients = cookies.map((c) => client(s.base, c, 'en'));
    const controller = new AbortController();
    const sse = await fetch(`${s.base}/api/v1/events`, {
      headers: { cookie: cookies[0] ?? '' },
      signal: controller.signal,
    });
    expect(sse.status).toBe(200);
    const stream = collect(sse);

    // Ten clients book and cancel their own seat in a loop, counting every answer (0: no answer).
    const statuses: number[] = [];
    const bodies503: ErrorReply[] = [];
    let running = true;
    let lastSuccess = 0;
    const answer = async <T>(call: () => Promise<{ status: number; body: T }>) => {
      const r = await call().catch(() => ({ status: 0, body: null as T }));
      statuses.push(r.status);
      if (r.status === 503) bodies503.push(r.body as ErrorReply);
      return r;
    };
    const loops = clients.map(async (c, i) => {
      // One hour after another of the seat's day: a booking whose cancel was cut off by the
      // outage blocks only its own hour.
      for (let k = 0; running; k++) {
        const hour = 6 + (k % 8);
        const made = await answer(() =>
          c.post<{ id: string } | ErrorReply>(`${base}/bookings`, {
            spaceId: seat(i + 1),
            start: at(hour),
            end: at(hour + 1),
          }),
        );
        if (made.status === 201) {
          lastSuccess = Date.now();
          const id = (made.body as { id: string }).id;
          for (let tries = 0; tries < 100; tries++) {
            const cancelled = await answer(() => c.post(`${base}/bookings/${id}/cancel`, {}));
            if (cancelled.status !== 503 && cancelled.status !== 0) break;
            await sleep(50);
          }
        } else await sleep(20);
      }
    });
    const recovered = async () => {
      const mark = Date.now();
      const seen = statuses.length;
      await until('bookings succeed again', () => lastSuccess > mark).catch((err: Error) => {
        throw new Error(`${err.message}; answers meanwhile: ${statuses.slice(seen).slice(-40).join(' ')}`);
      });
    };

    let during: Reply<ErrorReply> | undefined;
    let auth: Response | undefined;
    let ready: Response | undefined;
    let signInDuring: Response | undefined;
    try {
      await recovered();
      // 1) every connection of the app is terminated while the clients book
      await terminateAll();
      await recovered();
      expect((await fetch(`${s.base}/healthz`)).status).toBe(200);

      // 2) a real outage: the database refuses connections for a while, then comes back
      await admin.query(`alter database ${dbName} allow_connections false`);
      await terminateAll();
      await sleep(1_500);
      during = await clients[1]?.get<ErrorReply>(`${base}/bookings?scope=mine`);
      auth = await fetch(`${s.base}/api/auth/get-session`, {
        headers: { cookie: cookies[2] ?? '', 'accept-language': 'de' },
      });
      signInDuring = await fetch(`${s.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: s.base },
        body: JSON.stringify({ email: 'admin@demo.example', password: 'buchbar-demo' }),
      });
      ready = await fetch(`${s.base}/readyz`);
      await admin.query(`alter database ${dbName} allow_connections true`);
      await recovered();
    } finally {
      running = false;
      await Promise.all(loops);
    }

    expect(during?.status).toBe(503);
    expect(during?.body.error).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not reachable.',
      details: {},
    });
    expect(auth?.status).toBe(503);
    expect(((await auth?.json()) as ErrorReply | undefined)?.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(signInDuring?.status).toBe(503); // better-auth's own database failure, too
    expect(((await signInDuring?.json()) as ErrorReply | undefined)?.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(ready?.status).toBe(503);
    expect(statuses.filter((x) => x === 0 || (x >= 500 && x !== 503))).toEqual([]); // always up, never 500
    expect(statuses).toContain(503);
    expect(bodies503.every((b) => b.error.code === 'DATABASE_UNAVAILABLE')).toBe(true);
    expect((await fetch(`${s.base}/readyz`)).status).toBe(200);

    // 3) live events: one listening connection again, and each event arrives exactly once
    await until('the hub listens again', async () => s.hub.listening && (await listeningConnections()) === 1);
    await s.settled();
    expect(stream.ended()).toBe(false);
    const before = stream.events.length;
    const made = await clients[0]?.post<{ id: string }>(`${base}/bookings`, {
      spaceId: seat(20),
      start: '2026-10-21T10:00:00Z',
      end: '2026-10-21T11:00:00Z',
    });
    expect(made?.status).toBe(201);
    await s.settled();
    await sleep(300);
    const mine = stream.events.slice(before).filter((e) => e.includes(seat(20)));
    expect(mine).toHaveLength(1);
    expect(await listeningConnections()).toBe(1);
    controller.abort();
  }, 90_000);
});
