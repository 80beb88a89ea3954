import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdp, type TestIdp } from '../../../test/oidc-idp';
import { seedOtherTenant } from '../../../test/other-tenant';
import { ssoFlow } from '../../../test/sso-flow';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { seedUserWithRole } from '../../../test/user-fixtures';

const LEGIT = { clientId: 'buchbar-demo', clientSecret: 'a-client-secret-for-tests' };
const EVIL = { clientId: 'evil-client', clientSecret: 'the-attackers-own-secret' };
const DEMO = '00000000-0000-4000-8000-000000000001';

/**
 * Issue 8, point 3: a tenant admin who may only change the tenant's settings points the tenant's
 * single sign-on at an IdP of their own (a second real oidc-provider) and asserts other people's
 * e-mail addresses. None of them gets a session; only new users of the tenant's domain are
 * created, and accounts with a password or TOTP are linked only explicitly.
 */
describe('tenant single sign-on cannot be used to take over accounts', () => {
  let s: TestServer;
  let legit: TestIdp;
  let evil: TestIdp;
  let admin: string;
  let customizer: string;
  let userCare: string;

  const put = (cookie: string, body: unknown) =>
    fetch(`${s.base}/api/v1/sso-provider`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: s.base, cookie },
      body: JSON.stringify(body),
    });
  const approve = (cookie: string, userId: string, by: 'userId' | 'email' = 'userId') =>
    fetch(`${s.base}/api/v1/sso-provider/link-approvals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base, cookie, 'accept-language': 'en' },
      body: JSON.stringify({ [by]: userId }),
    });
  const sessionsOf = async (email: string) =>
    Number(
      (
        await s.db.pool.query<{ n: string }>(
          'select count(*) as n from sessions x join users u on u.id = x.user_id where u.email = $1',
          [email],
        )
      ).rows[0]?.n,
    );
  const ssoLinksOf = async (email: string) =>
    Number(
      (
        await s.db.pool.query<{ n: string }>(
          `select count(*) as n from accounts a join users u on u.id = a.user_id
            where u.email = $1 and a.provider_id = 'sso-demo'`,
          [email],
        )
      ).rows[0]?.n,
    );
  const flow = (email: string, lang = 'en', linkAs?: string) =>
    ssoFlow({ base: s.base, providerId: 'sso-demo', email, lang, linkAs });
  const errorOf = (location: string) => {
    const url = new URL(location, s.base);
    return {
      path: url.pathname,
      error: url.searchParams.get('error'),
      text: url.searchParams.get('error_description'),
    };
  };

  beforeAll(async () => {
    // The IdPs run on http://127.0.0.1: the development allowance must be on explicitly.
    s = await startTestServer({ SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
    const redirectUri = `${s.base}/api/auth/callback/sso-demo`;
    legit = await startTestIdp({ ...LEGIT, redirectUri });
    evil = await startTestIdp({ ...EVIL, redirectUri });
    await seedOtherTenant(s.db.pool);
    await seedUserWithRole(
      s.db.pool,
      DEMO,
      { id: 'demo-customizer', email: 'customizer@demo.example', firstName: 'Carl', lastName: 'Custom' },
      {
        id: '00000000-0000-4000-8002-00000000c057',
        name: 'Nur Mandant',
        permissions: ['customizing_mandant_pflege'],
      },
    );
    // A user admin holding nothing else: the fleet manager and the approver are stronger.
    await seedUserWithRole(
      s.db.pool,
      DEMO,
      { id: 'demo-usercare', email: 'usercare@demo.example', firstName: 'Ulla', lastName: 'Care' },
      { id: '00000000-0000-4000-8002-00000000c058', name: 'Nur Benutzer', permissions: ['benutzer_pflegen'] },
    );
    // A user without password but with TOTP (e.g. signed in by e-mailed codes).
    await s.db.pool.query(
      `insert into users (id, name, email, email_verified, tenant_id, two_factor_enabled)
       values ('demo-totp', 'Tina Totp', 'totp@demo.example', true, $1, true)`,
      [DEMO],
    );
    admin = await signIn(s.base, 'admin@demo.example');
    customizer = await signIn(s.base, 'customizer@demo.example');
    userCare = await signIn(s.base, 'usercare@demo.example');
    expect((await put(admin, { issuer: legit.issuer, ...LEGIT, enabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await evil?.stop();
    await legit?.stop();
    await s?.stop();
  });

  it('never links a password account implicitly; the user links it while signed in', async () => {
    const refused = await flow('booker@demo.example');
    expect(errorOf(refused.location)).toMatchObject({ path: '/auth/confirm', error: 'SSO_LINK_REQUIRED' });
    expect(await ssoLinksOf('booker@demo.example')).toBe(0);

    const booker = await signIn(s.base, 'booker@demo.example');
    const linked = await flow('booker@demo.example', 'de', booker);
    expect(new URL(linked.location, s.base).pathname).toBe('/konto');
    expect(await ssoLinksOf('booker@demo.example')).toBe(1);

    const before = await sessionsOf('booker@demo.example');
    const viaSso = await flow('booker@demo.example');
    expect(new URL(viaSso.location, s.base).pathname).toBe('/ladebildschirm');
    expect(await sessionsOf('booker@demo.example')).toBe(before + 1);
  });

  it('a user cannot link an IdP identity with another e-mail to their account', async () => {
    const booker = await signIn(s.base, 'booker@demo.example');
    const res = await flow('fleet@demo.example', 'en', booker);
    expect(new URL(res.location, s.base).searchParams.get('error')).toBeTruthy();
    expect(await ssoLinksOf('fleet@demo.example')).toBe(0);
  });

  it('the settings admin points the tenant at their own IdP: audited, old links dropped', async () => {
    expect((await put(customizer, { issuer: evil.issuer, ...EVIL, enabled: true })).status).toBe(200);
    expect(await ssoLinksOf('booker@demo.example')).toBe(0);
    const { rows } = await s.db.pool.query<{
      message: string;
      actor: string;
      details: Record<string, unknown>;
    }>(
      `select a.message, a.actor_user_id as actor, a.details from audit_log a
        where a.category = 'TENANT' and a.message like 'Single Sign-on aktiv%' order by a.id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({
      message: `Single Sign-on aktiv: ${evil.issuer}`,
      actor: 'demo-customizer',
      details: {
        issuer: evil.issuer,
        previousIssuer: legit.issuer,
        clientId: EVIL.clientId,
        droppedLinks: 1,
      },
    });
  });

  it.each([
    ['the platform administrator', 'platform@demo.example', 'SSO_ACCOUNT_NOT_ALLOWED'],
    ['a password user of the tenant (link dropped)', 'booker@demo.example', 'SSO_LINK_REQUIRED'],
    ['a password user of the tenant', 'approver@demo.example', 'SSO_LINK_REQUIRED'],
    ['a TOTP user of the tenant', 'totp@demo.example', 'SSO_LINK_REQUIRED'],
    ['the admin of another tenant', 'admin@other.example', 'SSO_TENANT_MISMATCH'],
    ['a user of a foreign domain', 'mallory@elsewhere.example', 'SSO_TENANT_MISMATCH'],
  ])("the attacker's IdP cannot sign in %s", async (_who, email, code) => {
    const before = await sessionsOf(email);
    const { status, location, jar } = await flow(email, 'en');
    expect(status).toBe(302);
    const error = errorOf(location);
    expect(error.path).toBe('/auth/confirm');
    expect(error.error).toBe(code);
    expect(error.text).toMatch(/^[A-Z].*\.$/s); // a translated English sentence, not a code
    expect(error.text).not.toMatch(/Anmelde|Benutzerkonto/);
    expect(await sessionsOf(email)).toBe(before);
    expect(jar.header(s.base)).not.toMatch(/session_token=/);
    expect(await ssoLinksOf(email)).toBe(0);
  });

  it('translates the refusal into German for German browsers', async () => {
    const { location } = await flow('platform@demo.example', 'de');
    expect(errorOf(location).text).toBe(
      'Dieses Benutzerkonto kann sich nicht über den Anmeldedienst Ihrer Organisation anmelden.',
    );
  });

  it('creates nobody outside the tenant', async () => {
    const { rows } = await s.db.pool.query(`select 1 from users where email = 'mallory@elsewhere.example'`);
    expect(rows).toHaveLength(0);
  });

  it('still creates a new user of the tenant just in time', async () => {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       values ($1::uuid, 'tenant', $1::text, 'general.internalUserManagement', 'false'::jsonb)`,
      [DEMO],
    );
    const { location } = await flow('nora.neu@demo.example');
    expect(new URL(location, s.base).pathname).toBe('/ladebildschirm');
    const { rows } = await s.db.pool.query(
      `select sso, tenant_id, platform_admin from users where email = 'nora.neu@demo.example'`,
    );
    expect(rows).toEqual([{ sso: true, tenant_id: DEMO, platform_admin: false }]);
  });

  it('an admin approves linking a password user, once and audited; never the platform admin or a stronger user', async () => {
    expect((await approve(customizer, 'demo-booker')).status).toBe(403);
    const platform = await approve(admin, 'demo-platform');
    expect(platform.status).toBe(403);
    expect(await platform.json()).toMatchObject({ error: { code: 'SSO_LINK_APPROVAL_NOT_ALLOWED' } });
    // The fleet manager and the approver hold permissions a user admin without more lacks.
    expect((await approve(userCare, 'demo-fleet')).status).toBe(403);
    expect((await approve(userCare, 'demo-approver')).status).toBe(403);
    expect((await approve(admin, 'other-admin')).status).toBe(404);
    const neither = await fetch(`${s.base}/api/v1/sso-provider/link-approvals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base, cookie: admin },
      body: '{}',
    });
    expect(neither.status).toBe(400);
    expect((await approve(admin, 'admin@other.example', 'email')).status).toBe(404);
    expect((await approve(admin, 'platform@demo.example', 'email')).status).toBe(403);

    const ok = await approve(admin, 'Booker@demo.example', 'email');
    expect(ok.status).toBe(200);
    const { location } = await flow('booker@demo.example');
    expect(new URL(location, s.base).pathname).toBe('/ladebildschirm');
    expect(await ssoLinksOf('booker@demo.example')).toBe(1);
    const { rows: left } = await s.db.pool.query(
      `select 1 from verifications where identifier = 'sso-link-approval:demo-booker'`,
    );
    expect(left).toHaveLength(0);

    const { rows } = await s.db.pool.query<{ message: string; actor: string | null }>(
      `select message, actor_user_id as actor from audit_log where category = 'USER' and message like '%booker@demo.example' order by id`,
    );
    expect(rows).toEqual([
      // linked by the user while signed in (first test), then again after the approval
      { message: 'Single Sign-on verknüpft: booker@demo.example', actor: 'demo-booker' },
      { message: 'Single Sign-on: Verknüpfung freigegeben für booker@demo.example', actor: 'demo-admin' },
      { message: 'Single Sign-on verknüpft: booker@demo.example', actor: 'demo-booker' },
    ]);
  });
});
