import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

const DEMO = '00000000-0000-4000-8000-000000000001';

/**
 * Issue 8, point 3: the issuer is checked before the server ever fetches it. Without the
 * development allowance (SSO_ALLOW_PRIVATE_ISSUERS) a loopback or private issuer is refused on
 * save (422) and on sign-in; a local HTTP server counts every request that reaches it.
 */
describe('single sign-on never fetches loopback or private issuers', () => {
  let s: TestServer;
  let admin: string;
  let hits = 0;
  let target: http.Server;
  let port = 0;

  const put = (issuer: string) =>
    fetch(`${s.base}/api/v1/sso-provider`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: s.base, cookie: admin, 'accept-language': 'en' },
      body: JSON.stringify({ issuer, clientId: 'c', clientSecret: 's', enabled: true }),
    });
  const startSignIn = (base: string) =>
    fetch(`${base}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'accept-language': 'en' },
      body: JSON.stringify({ provider: 'sso-demo', callbackURL: '/', errorCallbackURL: '/auth/confirm' }),
    });

  beforeAll(async () => {
    target = http.createServer((_req, res) => {
      hits++;
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    port = (target.address() as AddressInfo).port;
    s = await startTestServer();
    admin = await signIn(s.base, 'admin@demo.example');
  });
  afterAll(async () => {
    await s?.stop();
    await new Promise<void>((resolve) => target.close(() => resolve()));
  });

  it.each([
    ['http on loopback', () => `http://127.0.0.1:${port}`, 'not_https'],
    ['https on loopback', () => `https://127.0.0.1:${port}`, 'not_public'],
    ['a decimal loopback address', () => `https://2130706433:${port}`, 'not_public'],
    ['IPv6 loopback', () => `https://[::1]:${port}`, 'not_public'],
    ['IPv4-mapped IPv6 loopback', () => `https://[::ffff:127.0.0.1]:${port}`, 'not_public'],
    ['localhost', () => `https://localhost:${port}`, 'not_public'],
    ['a private network address', () => 'https://10.1.2.3', 'not_public'],
    ['the cloud metadata address', () => 'https://169.254.169.254', 'not_public'],
  ])('refuses to save %s with 422', async (_name, issuer, reason) => {
    const res = await put(issuer());
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'SSO_ISSUER_NOT_ALLOWED',
        message:
          "The sign-in service's issuer address is not allowed: only https addresses on the public internet (no local or private addresses).",
        details: { reason },
      },
    });
    expect(hits).toBe(0);
  });

  it('stores nothing and audits the refusals', async () => {
    const res = await fetch(`${s.base}/api/v1/sso-provider`, { headers: { cookie: admin } });
    expect(await res.json()).toMatchObject({ configured: false });
    const { rows } = await s.db.pool.query(
      `select 1 from audit_log where level = 'WARN' and message like 'Single Sign-on: Aussteller-Adresse abgelehnt%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses sign-in and callbacks of a stored loopback issuer without fetching it', async () => {
    // A row saved before this check existed (or by a server with the allowance).
    await s.db.pool.query(
      `insert into sso_providers (tenant_id, provider_id, issuer, client_id, client_secret, enabled)
       values ($1, 'sso-demo', $2, 'c', 's', true)`,
      [DEMO, `http://127.0.0.1:${port}`],
    );
    const res = await startSignIn(s.base);
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain('SSO_ISSUER_NOT_ALLOWED');
    const callback = await fetch(`${s.base}/api/auth/callback/sso-demo?code=x&state=y`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    });
    expect(callback.status).toBe(302);
    const at = new URL(callback.headers.get('location') ?? '', s.base);
    expect(at.pathname).toBe('/auth/confirm');
    expect(at.searchParams.get('error')).toBe('SSO_ISSUER_NOT_ALLOWED');
    expect(hits).toBe(0);
  });

  it('(control) with the development allowance the same issuer is fetched, so the counter works', async () => {
    const dev = await startTestServer({ SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
    try {
      await dev.db.pool.query(
        `insert into sso_providers (tenant_id, provider_id, issuer, client_id, client_secret, enabled)
         values ($1, 'sso-demo', $2, 'c', 's', true)`,
        [DEMO, `http://127.0.0.1:${port}`],
      );
      const res = await startSignIn(dev.base);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(hits).toBeGreaterThan(0);
    } finally {
      await dev.stop();
    }
  });
});
