import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { client, type ErrorReply } from '../../../test/http-client';
import { type Spawned, spawnServer, waitForReady } from '../../../test/spawn-server';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { freePort, signIn, useTestServer } from '../../../test/test-server';

/** Issue 24 point 3: GET /metrics, its guard and what it counts. */
const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const HOUR = 3600_000;
/** Monday 2027-03-01 06:00 UTC: after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const TUESDAY = NOW + 18 * HOUR;
const trip = (n: number, start: number, end: number) => ({
  vehicleId: vehicle(n),
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
  reasonForTrip: 'Kundentermin',
  destination: 'Potsdam',
});

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../deploy');

/** The metric names an exposition text declares, with a histogram's _bucket, _count and _sum. */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name = '', type] = m;
    names.add(name);
    if (type === 'histogram') for (const s of ['_bucket', '_count', '_sum']) names.add(name + s);
  }
  return names;
}

/** The metric names a PromQL expression uses (function names and label names excluded). */
function usedNames(expr: string): string[] {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, '').replace(/\b(by|without)\s*\([^)]*\)/g, '');
  return [...withoutLabels.matchAll(/\b[a-z_][a-z0-9_]*\b(?!\s*\()/g)]
    .map((m) => m[0])
    .filter((n) => n.includes('_') || n === 'up');
}

/** The value of one sample line (`name{labels} value`), 0 when the line is missing. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics without METRICS_TOKEN (loopback only)', () => {
  const s = useTestServer({}, { clock: () => NOW });
  beforeAll(async () => {
    await clearDemoTrips(s.db.pool);
    await s.db.pool.query(`delete from user_groups where user_id = 'demo-examiner'`);
  }, 60_000);
  const scrape = async () => {
    const res = await fetch(`${s.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('answers the Prometheus text format with every named metric', async () => {
    await fetch(`${s.base}/healthz`);
    const text = await scrape();
    for (const name of [
      'http_request_duration_seconds',
      'buchbar_bookings_total',
      'buchbar_mail_outbox_mails',
      'buchbar_jobs',
      'buchbar_db_pool_connections',
      'buchbar_db_pool_waiting',
      'buchbar_database_up',
      'buchbar_live_streams_open',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}');
    expect(sample(text, 'buchbar_database_up')).toBe(1);
    expect(text).toMatch(/buchbar_mail_outbox_mails\{status="queued"\} \d+/);
    expect(text).toMatch(/buchbar_jobs\{state="waiting"\} \d+/);
    expect(text).not.toContain('buchbar_metrics_collect_failures_total{');
  });

  it('ships alert rules and a dashboard that parse and use only metrics the app exports', async () => {
    const exported = exportedNames(await scrape());
    exported.add('up'); // Prometheus's own per-target series.
    const rules = parseYaml(
      await fs.readFile(path.join(deployDir, 'prometheus/buchbar-alerts.yml'), 'utf8'),
    ) as {
      groups: { name: string; rules: { alert: string; expr: string }[] }[];
    };
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'BuchbarDatabaseDown',
        'BuchbarMailOutboxBacklog',
        'BuchbarJobFailures',
        'BuchbarHigh5xxRate',
      ]),
    );
    const dashboard = JSON.parse(
      await fs.readFile(path.join(deployDir, 'grafana/buchbar-dashboard.json'), 'utf8'),
    ) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exprs = [
      ...alerts.map((r) => r.expr),
      ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)),
    ];
    expect(exprs.length).toBeGreaterThan(10);
    const unknown = exprs.flatMap(usedNames).filter((n) => !exported.has(n));
    expect(unknown).toEqual([]);
    expect(exprs.flatMap(usedNames)).toContain('buchbar_bookings_total');
  });

  it('counts booking attempts by area and outcome', async () => {
    const booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    const examiner = client(s.base, await signIn(s.base, 'examiner@demo.example'));
    const series = (outcome: string) => `buchbar_bookings_total{area="vehicles",outcome="${outcome}"}`;
    const before = await scrape();
    const body = trip(3, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR);
    expect((await booker.post('/api/v1/vehicle-bookings', body)).status).toBe(201);
    expect((await booker.post('/api/v1/vehicle-bookings', body)).status).toBe(409);
    const noRight = await examiner.post(
      '/api/v1/vehicle-bookings',
      trip(4, TUESDAY + HOUR, TUESDAY + 2 * HOUR),
    );
    expect(noRight.status).toBe(403);
    const after = await scrape();
    for (const outcome of ['created', 'conflict', 'refused'])
      expect(sample(after, series(outcome)) - sample(before, series(outcome))).toBe(1);
  });

  it('counts reading-room seat bookings under area "spaces"', async () => {
    const booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    const admin = client(s.base, await signIn(s.base, 'admin@demo.example'));
    const series = (outcome: string) => `buchbar_bookings_total{area="spaces",outcome="${outcome}"}`;
    const seat = '00000000-0000-4000-8102-000000000012';
    const body = {
      spaceId: seat,
      // 09:00–11:00 in Berlin: the reading room is open.
      start: new Date(TUESDAY + 8 * HOUR).toISOString(),
      end: new Date(TUESDAY + 10 * HOUR).toISOString(),
    };
    const before = await scrape();
    // admin@ holds no seat then (booker@'s demo day is Tuesday on L-1): admin@ takes the seat first.
    const made = await admin.post('/api/v1/spaces/lesesaal/bookings', body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await booker.post('/api/v1/spaces/lesesaal/bookings', body)).status).toBe(409);
    const after = await scrape();
    for (const outcome of ['created', 'conflict'])
      expect(sample(after, series(outcome)) - sample(before, series(outcome))).toBe(1);
  });

  it('labels a request by its route pattern, never by the raw id', async () => {
    const booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    const created = await booker.post<{ id: string }>(
      '/api/v1/vehicle-bookings',
      trip(5, TUESDAY + 9 * HOUR, TUESDAY + 10 * HOUR),
    );
    expect(created.status).toBe(201);
    await booker.patch(`/api/v1/vehicle-bookings/${created.body.id}`, { destination: 'Berlin' });
    await fetch(`${s.base}/no-such-page/${created.body.id}`);
    const text = await scrape();
    expect(text).toContain('route="/api/v1/vehicle-bookings/:id"');
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain(created.body.id);
  });

  it('refuses a client that is not on loopback, with the uniform error body', async () => {
    const remote = await s.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({
      error: {
        code: 'METRICS_LOOPBACK_ONLY',
        message: expect.stringContaining('METRICS_TOKEN'),
        details: {},
      },
    });
    expect(remote.body).not.toContain('http_request_duration_seconds');
  });

  it('refuses a request a reverse proxy on this host forwarded (X-Forwarded-For, TRUST_PROXY unset)', async () => {
    const res = await fetch(`${s.base}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'accept-language': 'en' },
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorReply;
    expect(body.error.code).toBe('METRICS_LOOPBACK_ONLY');
    expect(body.error.message).toBe(
      'Without METRICS_TOKEN the metrics are only served directly on this machine.',
    );
  });
});

describe('GET /metrics behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const s = useTestServer({ TRUST_PROXY: '127.0.0.1' });

  it('refuses the remote client the proxy names', async () => {
    const res = await fetch(`${s.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorReply).error.code).toBe('METRICS_LOOPBACK_ONLY');
    expect((await fetch(`${s.base}/metrics`)).status).toBe(200);
  });
});

/** As operators run it (own process, LOG_LEVEL=info), so the log is what reaches stdout. */
describe('GET /metrics with METRICS_TOKEN', () => {
  const TOKEN = 'metrics-token-4f9a1c2e7b3d8a60';
  const WRONG = 'wrong-token-0b1c2d3e4f5a6b7c8d';
  let db: TestDatabase;
  let server: Spawned;
  let base = '';
  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnServer({
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      JOBS: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      METRICS_TOKEN: TOKEN,
    });
    await waitForReady(base);
  }, 180_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await db?.drop();
  });

  it('answers 401 without or with a wrong token, 200 with the right one, and never logs a token', async () => {
    const none = await fetch(`${base}/metrics`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as ErrorReply).error.code).toBe('METRICS_TOKEN_INVALID');
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${WRONG}` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      error: {
        code: 'METRICS_TOKEN_INVALID',
        message: 'Für die Metriken ist ein gültiges Bearer-Token nötig.',
      },
    });
    const right = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('# TYPE buchbar_bookings_total counter');
    // The token's guard is not the loopback one: a forwarded request with the token is answered.
    const forwarded = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.status).toBe(200);
    await fetch(`${base}/healthz`);
    const log = server.output();
    expect(log).toContain('"url":"/metrics"');
    expect(log).not.toContain(WRONG);
    expect(log).not.toContain(TOKEN);
  });
});
