import { describe, expect, it } from 'vitest';
import { signIn, useTestServer } from '../test/test-server';

describe('the HTTP shell', () => {
  const s = useTestServer();

  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${s.base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${s.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up', instance: s.instance.id });
    // a stopping instance leaves the proxy's pool first: /readyz says so while requests drain
    s.instance.startDraining();
    const draining = await fetch(`${s.base}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining', instance: s.instance.id });
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const res = await fetch(`${s.base}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/v1/me', '/api/v1/admin/mails']),
    );
    expect((await fetch(`${s.base}/api/docs`, { redirect: 'manual' })).status).toBeLessThan(400);
  });

  it('sets security headers and a request id', async () => {
    const res = await fetch(`${s.base}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });

  it.each([
    ['de', 'Die Adresse GET /api/v1/nope gibt es nicht.'],
    ['en', 'There is no route GET /api/v1/nope.'],
  ])('answers unknown routes with the uniform, translated error body (%s)', async (lang, message) => {
    const res = await fetch(`${s.base}/api/v1/nope`, { headers: { 'accept-language': lang } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message, details: { method: 'GET', url: '/api/v1/nope' } },
    });
  });

  it('refuses /api/v1/me without a session with 401', async () => {
    const res = await fetch(`${s.base}/api/v1/me`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('signs a demo user in and returns the profile with tenant and department', async () => {
    const res = await fetch(`${s.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: JSON.stringify({ email: 'booker@demo.example', password: 'buchbar-demo' }),
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/buchbar\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = await signIn(s.base, 'booker@demo.example');
    const me = await fetch(`${s.base}/api/v1/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: 'booker@demo.example', firstName: 'Ben', platformAdmin: false },
      tenant: { name: 'Demo GmbH' },
      department: { name: 'Forschung' },
    });
  });

  it('refuses a wrong password', async () => {
    const res = await fetch(`${s.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: JSON.stringify({ email: 'booker@demo.example', password: 'wrong-password' }),
    });
    expect(res.status).toBe(401);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await fetch(`${s.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
  });

  it('shows the admin mailbox to platform admins only', async () => {
    const booker = await signIn(s.base, 'booker@demo.example');
    expect((await fetch(`${s.base}/api/v1/admin/mails`, { headers: { cookie: booker } })).status).toBe(403);
    const platform = await signIn(s.base, 'platform@demo.example');
    const res = await fetch(`${s.base}/api/v1/admin/mails?page=1&pageSize=5`, {
      headers: { cookie: platform },
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { total: number; items: Array<{ subject: string; to: string }> };
    expect(page.total).toBeGreaterThanOrEqual(1);
    // The demo's welcome mail (the demo's logbook report mails are queued with it, ADR 0015).
    expect(page.items).toContainEqual(
      expect.objectContaining({
        to: 'platform@demo.example',
        subject: expect.stringContaining('Willkommen'),
      }),
    );
  });

  it('refuses invalid query parameters with 400 and the field list', async () => {
    const platform = await signIn(s.base, 'platform@demo.example');
    const res = await fetch(`${s.base}/api/v1/admin/mails?pageSize=9999`, { headers: { cookie: platform } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; details: { fields: Array<{ path: string }> } };
    };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.fields[0]?.path).toContain('pageSize');
  });
});
