import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';

const randomIp = () =>
  `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const failSignIn = (s: TestServer, email: string, forwardedFor: string) =>
  authPost(
    s.base,
    '/sign-in/email',
    { email, password: 'wrong-password' },
    { 'x-forwarded-for': forwardedFor },
  );

async function failureAddresses(s: TestServer, email: string) {
  const audit = await s.db.pool.query<{ ip: string }>(
    "select details->>'ip' as ip from audit_log where category = 'LOGIN' and message like $1",
    [`%${email}`],
  );
  const failures = await s.db.pool.query<{ ip: string }>('select ip from sign_in_failures where email = $1', [
    email,
  ]);
  return { audit: audit.rows.map((r) => r.ip), failures: failures.rows.map((r) => r.ip) };
}

describe('X-Forwarded-For without TRUST_PROXY (the default) is ignored', () => {
  let s: TestServer;
  beforeAll(async () => {
    // The default RATE_LIMIT_MAX (600 per minute and address), not the tests' high one.
    s = await startTestServer({ RATE_LIMIT_MAX: '' });
  });
  afterAll(async () => s?.stop());

  it('a spoofed header neither escapes the sign-in throttle nor lands in the audit log or the session', async () => {
    const spoofed = [randomIp()];
    const ok = await authPost(
      s.base,
      '/sign-in/email',
      { email: 'booker@demo.example', password: 'buchbar-demo' },
      { 'x-forwarded-for': spoofed[0] ?? '' },
    );
    expect(ok.status).toBe(200);
    const sessions = await s.db.pool.query<{ ip: string }>('select ip_address as ip from sessions');
    expect(sessions.rows.map((r) => r.ip)).toEqual(['127.0.0.1']);

    for (let i = 0; i < 20; i++) {
      const ip = randomIp();
      spoofed.push(ip);
      expect((await failSignIn(s, `nobody${i}@demo.example`, ip)).status).toBe(401);
    }
    // 20 failures from one address: the next attempt is refused, whatever address it claims.
    const blocked = await authPost(
      s.base,
      '/sign-in/email',
      { email: 'booker@demo.example', password: 'buchbar-demo' },
      { 'x-forwarded-for': randomIp() },
    );
    expect(blocked.status).toBe(429);

    const { audit, failures } = await failureAddresses(s, 'nobody3@demo.example');
    expect(audit).toEqual(['127.0.0.1']);
    expect(failures).toEqual(['127.0.0.1']);
    const { rows } = await s.db.pool.query<{ ip: string }>(
      "select details->>'ip' as ip from audit_log where category = 'LOGIN'",
    );
    for (const r of rows) expect(spoofed).not.toContain(r.ip);
  });

  it('700 requests with random X-Forwarded-For values from one address hit the default limit (429)', async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 14; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${s.base}/api/v1/me`, { headers: { 'x-forwarded-for': randomIp() } }).then((r) => r.status),
        ),
      );
      statuses.push(...answers);
    }
    const limited = statuses.filter((st) => st === 429).length;
    // 22 sign-in requests above already counted against the same address.
    expect(statuses.length - limited).toBeLessThanOrEqual(600);
    expect(limited).toBeGreaterThanOrEqual(100);
  });
});

describe('X-Forwarded-For from a proxy named in TRUST_PROXY is used', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => s?.stop());

  it('keys the rate limit by the forwarded address', async () => {
    const from = (ip: string) =>
      fetch(`${s.base}/api/v1/me`, { headers: { 'x-forwarded-for': ip } }).then((r) => r.status);
    const first: number[] = [];
    for (let i = 0; i < 6; i++) first.push(await from('203.0.113.10'));
    expect(first).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await from('203.0.113.11')).toBe(401);
    // Only the hop the trusted proxy added counts: a client cannot prepend its way out.
    expect(await from(`${randomIp()}, 203.0.113.10`)).toBe(429);
  });

  it('records the forwarded address in the audit log, the failure count and the session', async () => {
    expect((await failSignIn(s, 'booker@demo.example', '198.51.100.7')).status).toBe(401);
    expect(await failureAddresses(s, 'booker@demo.example')).toEqual({
      audit: ['198.51.100.7'],
      failures: ['198.51.100.7'],
    });
    const ok = await authPost(
      s.base,
      '/sign-in/email',
      { email: 'booker@demo.example', password: 'buchbar-demo' },
      { 'x-forwarded-for': '198.51.100.8' },
    );
    expect(ok.status).toBe(200);
    const { rows } = await s.db.pool.query<{ ip: string }>(
      "select s.ip_address as ip from sessions s join users u on u.id = s.user_id where u.email = 'booker@demo.example'",
    );
    expect(rows.map((r) => r.ip)).toEqual(['198.51.100.8']);
  });
});
