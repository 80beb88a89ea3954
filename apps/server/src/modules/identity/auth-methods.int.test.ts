import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { authPost, cookiesOf, lastMailTo } from '../../../test/auth-helpers';
import { signIn, type TestServer, useTestServer } from '../../../test/test-server';

const me = (s: TestServer, cookie: string) => fetch(`${s.base}/api/v1/me`, { headers: { cookie } });

describe('sign-in methods: e-mailed code, password recovery and change, TOTP two-factor', () => {
  const s = useTestServer();

  it('signs in with an e-mailed one-time code (German mail by default)', async () => {
    const sent = await authPost(s.base, '/email-otp/send-verification-otp', {
      email: 'booker@demo.example',
      type: 'sign-in',
    });
    expect(sent.status).toBe(200);
    const mail = await lastMailTo(s.db.pool, 'booker@demo.example');
    expect(mail.subject).toBe('Ihr Anmeldecode für Buchbar');
    const otp = /Anmeldecode: (\d{6})/.exec(mail.text)?.[1] ?? '';
    expect(
      (await authPost(s.base, '/sign-in/email-otp', { email: 'booker@demo.example', otp: '000000' })).status,
    ).toBe(400);
    const res = await authPost(s.base, '/sign-in/email-otp', { email: 'booker@demo.example', otp });
    expect(res.status).toBe(200);
    expect((await me(s, cookiesOf(res))).status).toBe(200);
  });

  it('writes the code mail in English for a user whose language is English', async () => {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select u.tenant_id, 'user', u.id, 'general.language', '"en"'::jsonb from users u where u.email = 'fleet@demo.example'`,
    );
    await authPost(s.base, '/email-otp/send-verification-otp', {
      email: 'fleet@demo.example',
      type: 'sign-in',
    });
    expect((await lastMailTo(s.db.pool, 'fleet@demo.example')).subject).toBe('Your Buchbar sign-in code');
  });

  it('does not mail codes to unknown addresses and never creates users', async () => {
    const sent = await authPost(s.base, '/email-otp/send-verification-otp', {
      email: 'stranger@demo.example',
      type: 'sign-in',
    });
    expect(sent.status).toBe(200);
    const { rows } = await s.db.pool.query(`select 1 from mails where "to" = 'stranger@demo.example'`);
    expect(rows).toHaveLength(0);
  });

  it('recovers a password through the e-mailed link and ends old sessions', async () => {
    const old = await signIn(s.base, 'approver@demo.example');
    const req = await authPost(s.base, '/request-password-reset', { email: 'approver@demo.example' });
    expect(req.status).toBe(200);
    const mail = await lastMailTo(s.db.pool, 'approver@demo.example');
    const link = /(http\S+\/auth\/recovery\?token=\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${s.base}/auth/recovery?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const reset = await authPost(s.base, '/reset-password', { token, newPassword: 'a-new-password-1' });
    expect(reset.status).toBe(200);
    expect((await me(s, old)).status).toBe(401);
    await signIn(s.base, 'approver@demo.example', 'a-new-password-1');
    expect(
      (await authPost(s.base, '/reset-password', { token, newPassword: 'again-and-again' })).status,
    ).toBe(400);
  });

  it('changes the password with the current one', async () => {
    const cookie = await signIn(s.base, 'admin@demo.example');
    const wrong = await authPost(
      s.base,
      '/change-password',
      { currentPassword: 'nope-nope', newPassword: 'changed-pass-1' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    const ok = await authPost(
      s.base,
      '/change-password',
      { currentPassword: 'buchbar-demo', newPassword: 'changed-pass-1' },
      { cookie },
    );
    expect(ok.status).toBe(200);
    await signIn(s.base, 'admin@demo.example', 'changed-pass-1');
  });

  it('enrols TOTP, then challenges password and code sign-ins; wrong codes are refused', async () => {
    let cookie = await signIn(s.base, 'examiner@demo.example');
    const enable = await authPost(s.base, '/two-factor/enable', { password: 'buchbar-demo' }, { cookie });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toContain('issuer=Buchbar');
    expect(backupCodes).toHaveLength(10);
    cookie = cookiesOf(enable) || cookie;
    const totp = OTPAuth.URI.parse(totpURI);
    const verify = await authPost(s.base, '/two-factor/verify-totp', { code: totp.generate() }, { cookie });
    expect(verify.status).toBe(200);

    const first = await authPost(s.base, '/sign-in/email', {
      email: 'examiner@demo.example',
      password: 'buchbar-demo',
    });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(first.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false);
    const pending = cookiesOf(first);
    const wrong = await authPost(s.base, '/two-factor/verify-totp', { code: '000000' }, { cookie: pending });
    expect(wrong.status).toBe(401);
    const right = await authPost(
      s.base,
      '/two-factor/verify-totp',
      { code: totp.generate() },
      { cookie: pending },
    );
    expect(right.status).toBe(200);
    expect((await me(s, cookiesOf(right))).status).toBe(200);

    const second = await authPost(s.base, '/sign-in/email', {
      email: 'examiner@demo.example',
      password: 'buchbar-demo',
    });
    const backup = await authPost(
      s.base,
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: cookiesOf(second) },
    );
    expect(backup.status).toBe(200);

    await authPost(s.base, '/email-otp/send-verification-otp', {
      email: 'examiner@demo.example',
      type: 'sign-in',
    });
    const otp = /: (\d{6})/.exec((await lastMailTo(s.db.pool, 'examiner@demo.example')).text)?.[1] ?? '';
    const byCode = await authPost(s.base, '/sign-in/email-otp', { email: 'examiner@demo.example', otp });
    expect(await byCode.json()).toMatchObject({ twoFactorRedirect: true });
  });
});
