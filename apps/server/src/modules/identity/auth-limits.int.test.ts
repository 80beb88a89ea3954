import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe('failed sign-ins are limited per account and per address, and audited', () => {
  let s: TestServer;
  beforeAll(async () => {
    // The test plays the reverse proxy (the socket is 127.0.0.1) to vary the client address.
    s = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
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

describe('password-reset and sign-in-code mails are limited per recipient and answer alike for every address', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.stop());

  const requestReset = (email: string, lang = 'en') =>
    authPost(s.base, '/request-password-reset', { email }, { 'accept-language': lang });
  const requestCode = (email: string, lang = 'en') =>
    authPost(
      s.base,
      '/email-otp/send-verification-otp',
      { email, type: 'sign-in' },
      { 'accept-language': lang },
    );
  const mailsTo = async (to: string, count: number) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await s.db.pool.query<{ text: string }>(
        'select text from mails where "to" = $1 order by created_at',
        [to],
      );
      if (rows.length >= count) return rows.map((r) => r.text);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`fewer than ${count} mails to ${to}`);
  };

  it.each([
    ['password reset, existing account', requestReset, 'booker@demo.example', 'BOOKER@Demo.Example'],
    ['password reset, unknown address', requestReset, 'ghost@demo.example', ' Ghost@demo.example'],
    ['sign-in code, existing account', requestCode, 'approver@demo.example', 'Approver@demo.example'],
    ['sign-in code, unknown address', requestCode, 'phantom@demo.example', 'PHANTOM@demo.example'],
  ])('%s: 5 per hour, then 429 with the uniform translated body', async (_name, send, email, variant) => {
    for (let i = 0; i < 5; i++) expect((await send(email)).status).toBe(200);
    const blocked = await send(email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await blocked.json()).toEqual({
      error: {
        code: 'TOO_MANY_MAIL_REQUESTS',
        message: 'Too many e-mails were requested for this address. Please try again in 60 minutes.',
        details: { minutes: 60, retryAfterSeconds: expect.any(Number) },
      },
    });
    const german = (await (await send(variant, 'de')).json()) as { error: { message: string } };
    expect(german.error.message).toBe(
      'Für diese E-Mail-Adresse wurden zu viele E-Mails angefordert. Bitte versuchen Sie es in 60 Minuten erneut.',
    );
  });

  it('does not block other recipients, nor the other kind of mail', async () => {
    expect((await requestReset('fleet@demo.example')).status).toBe(200);
    expect((await requestCode('booker@demo.example')).status).toBe(200);
  });

  it('answers an existing and an unknown address with the same status, body and time', async () => {
    const timed = async (send: () => Promise<Response>) => {
      const t0 = performance.now();
      const res = await send();
      const body = await res.text();
      return { status: res.status, type: res.headers.get('content-type'), body, ms: performance.now() - t0 };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    for (const [send, known, unknown] of [
      [requestReset, 'examiner@demo.example', 'nobody-1@demo.example'],
      [requestCode, 'examiner@demo.example', 'nobody-2@demo.example'],
    ] as const) {
      const a: Awaited<ReturnType<typeof timed>>[] = [];
      const b: Awaited<ReturnType<typeof timed>>[] = [];
      for (let i = 0; i < 4; i++) {
        a.push(await timed(() => send(known)));
        b.push(await timed(() => send(unknown)));
      }
      for (const r of [...a, ...b]) {
        expect(r.status).toBe(200);
        expect(r.ms).toBeGreaterThanOrEqual(240);
      }
      expect([...a, ...b].map((r) => `${r.type} ${r.body}`)).toEqual(
        Array(8).fill(`${a[0]?.type} ${a[0]?.body}`),
      );
      const diff = Math.abs(median(a.map((r) => r.ms)) - median(b.map((r) => r.ms)));
      expect(diff).toBeLessThan(30);
    }
  });

  it('a newer reset link invalidates the older ones', async () => {
    expect((await requestReset('admin@demo.example')).status).toBe(200);
    expect((await requestReset('admin@demo.example')).status).toBe(200);
    const [first = '', second = ''] = await mailsTo('admin@demo.example', 2);
    const tokenOf = (text: string) =>
      new URL(/(http\S+\/auth\/recovery\?token=\S+)/.exec(text)?.[1] ?? 'http://x').searchParams.get('token');
    const older = tokenOf(first);
    const newer = tokenOf(second);
    expect(older).toBeTruthy();
    expect(newer).not.toBe(older);
    expect(
      (await authPost(s.base, '/reset-password', { token: older, newPassword: 'older-link-pass' })).status,
    ).toBe(400);
    expect(
      (await authPost(s.base, '/reset-password', { token: newer, newPassword: 'newer-link-pass' })).status,
    ).toBe(200);
  });
});
