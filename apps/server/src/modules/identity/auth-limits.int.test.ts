import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe('failed sign-ins are limited per account and per address, and audited', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.stop());

  const attempt = (email: string, password: string, ip: string, lang = 'de') =>
    authPost(
      s.base,
      '/sign-in/email',
      { email, password },
      { 'x-forwarded-for': ip, 'accept-language': lang },
    );

  it('answers 429 with Retry-After after 5 failures of one account, even for the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('booker@demo.example', 'wrong-one', `10.0.0.${i}`)).status).toBe(401);
    const blocked = await attempt('booker@demo.example', 'buchbar-demo', '10.0.1.1', 'en');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await blocked.json()).toEqual({
      error: {
        code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
        details: { minutes: 15 },
      },
    });
    const german = await attempt('booker@demo.example', 'buchbar-demo', '10.0.1.2');
    expect(((await german.json()) as { error: { message: string } }).error.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    // Another account from the same addresses is not affected.
    expect((await attempt('fleet@demo.example', 'buchbar-demo', '10.0.0.1')).status).toBe(200);
  });

  it('answers 429 after 20 failures from one address, whatever the account', async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt(`nobody${i}@demo.example`, 'x', '10.9.9.9')).status).toBe(401);
    expect((await attempt('approver@demo.example', 'buchbar-demo', '10.9.9.9')).status).toBe(429);
    expect((await attempt('approver@demo.example', 'buchbar-demo', '10.9.9.8')).status).toBe(200);
  });

  it("clears an account's failures on success", async () => {
    for (let i = 0; i < 4; i++) await attempt('admin@demo.example', 'wrong', '10.1.0.1');
    expect((await attempt('admin@demo.example', 'buchbar-demo', '10.1.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) await attempt('admin@demo.example', 'wrong', '10.1.0.2');
    expect((await attempt('admin@demo.example', 'buchbar-demo', '10.1.0.2')).status).toBe(200);
  });

  it('logs sign-ins (INFO) and failed sign-ins (WARN) in category LOGIN with the tenant', async () => {
    const { rows } = await s.db.pool.query<{ level: string; message: string; tenant: string | null }>(
      `select a.level, a.message, t.key as tenant from audit_log a left join tenants t on t.id = a.tenant_id
        where a.category = 'LOGIN' order by a.id`,
    );
    expect(rows).toContainEqual({
      level: 'WARN',
      message: 'Anmeldung fehlgeschlagen: booker@demo.example',
      tenant: 'demo',
    });
    expect(rows).toContainEqual({ level: 'INFO', message: 'Anmeldung: fleet@demo.example', tenant: 'demo' });
    expect(rows).toContainEqual({
      level: 'WARN',
      message: 'Anmeldung fehlgeschlagen: nobody3@demo.example',
      tenant: 'demo',
    });
  });
});
