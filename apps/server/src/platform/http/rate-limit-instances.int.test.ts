import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondServer, startTestServer, type TestServer } from '../../../test/test-server';
import type { RunningServer } from '../../server';

/** Issue 22 point 6: N instances on one database share one limit (counters in PostgreSQL). */
describe('rate limits hold across two app instances on one database', () => {
  let a: TestServer;
  let b: RunningServer;
  let baseB = '';
  beforeAll(async () => {
    a = await startTestServer({ RATE_LIMIT_MAX: '4', TRUST_PROXY: '127.0.0.1' });
    b = await startSecondServer(a, {
      RATE_LIMIT_MAX: '4',
      TRUST_PROXY: '127.0.0.1',
      INSTANCE_ID: 'instance-b',
    });
    baseB = b.url.replace('0.0.0.0', '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('the global limit: 4 requests of one address, spread over both, then 429 on either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await fetch(`${i % 2 ? baseB : a.base}/api/v1/me`, from('10.20.0.1'))).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await fetch(`${a.base}/api/v1/me`, from('10.20.0.1'))).status).toBe(429);
    expect((await fetch(`${baseB}/api/v1/me`, from('10.20.0.1'))).status).toBe(429);
    expect((await fetch(`${baseB}/api/v1/me`, from('10.20.0.2'))).status).toBe(401);
  });

  it("a route's own limit (guest links: 30 a minute) is shared too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await fetch(
            `${i % 2 ? baseB : a.base}/api/v1/public/guest-bookings/no-such-token`,
            from('10.20.1.1'),
          )
        ).status,
      );
    expect(statuses.slice(0, 30).every((st) => st === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('counters live in one table; ended windows are swept', async () => {
    const { rows } = await a.db.pool.query<{ n: number }>(
      "select count(*)::int as n from rate_limit_counters where key like '%10.20.0.1'",
    );
    expect(rows[0]?.n).toBe(1);
    await a.db.pool.query("update rate_limit_counters set window_end = now() - interval '1 second'");
    await a.db.pool.query('delete from rate_limit_counters where window_end < now()');
    expect((await fetch(`${a.base}/api/v1/me`, from('10.20.0.1'))).status).toBe(401);
  });
});
