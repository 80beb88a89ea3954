import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar';
import { startTestIdp, type TestIdp } from '../../../test/oidc-idp';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

const CLIENT = { clientId: 'buchbar-demo', clientSecret: 'a-client-secret-for-tests' };

describe('single sign-on per tenant against a real OpenID Connect provider', () => {
  let s: TestServer;
  let idp: TestIdp;
  let admin: string;
  let callback: string;

  const put = (cookie: string, body: unknown) =>
    fetch(`${s.base}/api/v1/sso-provider`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: s.base, cookie },
      body: JSON.stringify(body),
    });

  /** Starts SSO in the app and returns the jar and the IdP authorization URL. */
  const start = async () => {
    const jar = new CookieJar();
    const res = await jar.fetch(`${s.base}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: JSON.stringify({
        provider: 'sso-demo',
        callbackURL: '/ladebildschirm',
        errorCallbackURL: '/auth/confirm',
      }),
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    return { jar, url };
  };

  /** Drives the IdP's development login and consent forms; returns the app's final redirect. */
  const signInAtIdp = async (email: string): Promise<{ jar: CookieJar; location: string }> => {
    const { jar, url } = await start();
    let step = await jar.follow(url, callback);
    while (!step.url.startsWith(callback)) {
      const html = (await step.res?.text()) ?? '';
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? '';
      const form = new URLSearchParams(
        prompt === 'login' ? { prompt, login: email, password: 'x' } : { prompt },
      );
      const posted = await jar.fetch(new URL(action, step.url).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      step = await jar.follow(new URL(posted.headers.get('location') ?? '', step.url).toString(), callback);
    }
    const res = await jar.fetch(step.url);
    expect(res.status).toBe(302);
    return { jar, location: res.headers.get('location') ?? '' };
  };

  beforeAll(async () => {
    // The test IdP runs on http://127.0.0.1: the development allowance must be on explicitly.
    s = await startTestServer({ SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
    callback = `${s.base}/api/auth/callback/sso-demo`;
    idp = await startTestIdp({ ...CLIENT, redirectUri: callback });
    admin = await signIn(s.base, 'admin@demo.example');
  });
  afterAll(async () => {
    await idp?.stop();
    await s?.stop();
  });

  it('lets only holders of customizing_mandant_pflege configure it and never returns the secret', async () => {
    const booker = await signIn(s.base, 'booker@demo.example');
    expect((await put(booker, { issuer: idp.issuer, ...CLIENT, enabled: true })).status).toBe(403);
    expect((await put(admin, { issuer: idp.issuer, clientId: 'x', enabled: true })).status).toBe(422);
    expect((await put(admin, { issuer: 'not a url', ...CLIENT, enabled: true })).status).toBe(400);
    const saved = await put(admin, { issuer: idp.issuer, ...CLIENT, enabled: true });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toEqual({
      configured: true,
      providerId: 'sso-demo',
      issuer: idp.issuer,
      clientId: CLIENT.clientId,
      enabled: true,
      hasClientSecret: true,
      redirectUri: callback,
    });
    expect(JSON.stringify(body)).not.toContain(CLIENT.clientSecret);
  });

  it('tells the login page which provider serves a domain, and nothing else', async () => {
    const ask = async (email: string) =>
      (await fetch(`${s.base}/api/v1/auth/sso-discovery?email=${encodeURIComponent(email)}`)).json();
    expect(await ask('someone@demo.example')).toEqual({ providerId: 'sso-demo' });
    expect(await ask('someone@elsewhere.example')).toEqual({ providerId: null });
    expect(await ask('no-at-sign')).toEqual({ providerId: null });
  });

  it('refuses unknown users while internal user management is on', async () => {
    const { location } = await signInAtIdp('nora.neumann@demo.example');
    const url = new URL(location, s.base);
    expect(url.pathname).toBe('/auth/confirm');
    expect(url.searchParams.get('error')).toBe('SSO_USER_UNKNOWN');
  });

  it('creates unknown users just in time when internal user management is off, marked as SSO users', async () => {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select t.id, 'tenant', t.id::text, 'general.internalUserManagement', 'false'::jsonb from tenants t where t.key = 'demo'`,
    );
    const { jar, location } = await signInAtIdp('nora.neumann@demo.example');
    expect(new URL(location, s.base).pathname).toBe('/ladebildschirm');
    const me = await fetch(`${s.base}/api/v1/me`, { headers: { cookie: jar.header(s.base) } });
    expect(me.status).toBe(200);
    const { rows } = await s.db.pool.query(
      `select u.first_name, u.last_name, u.sso, t.key from users u join tenants t on t.id = u.tenant_id
        where u.email = 'nora.neumann@demo.example'`,
    );
    expect(rows).toEqual([{ first_name: 'Nora', last_name: 'Neumann', sso: true, key: 'demo' }]);
  });

  it('signs in an existing user of the tenant without password or TOTP and marks them as SSO user', async () => {
    // Accounts with a password or TOTP are linked only explicitly (sso-takeover.int.test.ts).
    await s.db.pool.query(
      `delete from accounts where user_id = 'demo-booker' and provider_id = 'credential'`,
    );
    const { location } = await signInAtIdp('booker@demo.example');
    expect(new URL(location, s.base).pathname).toBe('/ladebildschirm');
    const { rows } = await s.db.pool.query(`select sso from users where email = 'booker@demo.example'`);
    expect(rows).toEqual([{ sso: true }]);
  });

  it("refuses identities outside the provider's tenant domains", async () => {
    const { location } = await signInAtIdp('mallory@elsewhere.example');
    expect(new URL(location, s.base).searchParams.get('error')).toBe('SSO_TENANT_MISMATCH');
  });

  it('ends provider errors and callbacks without code on /auth/confirm, never with a 500', async () => {
    const { jar, url } = await start();
    const state = new URL(url).searchParams.get('state') ?? '';
    const denied = await jar.fetch(
      `${callback}?error=access_denied&error_description=Nicht+erlaubt&state=${state}`,
    );
    expect(denied.status).toBe(302);
    const deniedAt = new URL(denied.headers.get('location') ?? '', s.base);
    expect(deniedAt.pathname).toBe('/auth/confirm');
    expect(deniedAt.searchParams.get('error')).toBe('access_denied');
    expect(deniedAt.searchParams.get('error_description')).toBe('Nicht erlaubt');

    const second = await start();
    const noCode = await second.jar.fetch(
      `${callback}?state=${new URL(second.url).searchParams.get('state')}`,
    );
    expect(noCode.status).toBe(302);
    expect(new URL(noCode.headers.get('location') ?? '', s.base).searchParams.get('error')).toBe('no_code');

    const bare = await fetch(callback, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(new URL(bare.headers.get('location') ?? '', s.base).pathname).toBe('/auth/confirm');
  });

  it('applies a disabled provider at once, without restart', async () => {
    expect((await put(admin, { issuer: idp.issuer, clientId: CLIENT.clientId, enabled: false })).status).toBe(
      200,
    );
    const res = await fetch(`${s.base}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: JSON.stringify({ provider: 'sso-demo', callbackURL: '/' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const ask = await fetch(`${s.base}/api/v1/auth/sso-discovery?email=x@demo.example`);
    expect(await ask.json()).toEqual({ providerId: null });
  });
});
