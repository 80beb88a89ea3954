import { describe, expect, it } from 'vitest';
import { authPost, cookiesOf, sessionTokenOf } from '../../../test/auth-helpers';
import { signIn, type TestServer, useTestServer } from '../../../test/test-server';

const me = (s: TestServer, cookie: string) => fetch(`${s.base}/api/v1/me`, { headers: { cookie } });

describe('sessions: cookie, lifetimes, deactivation, sign-out', () => {
  const s = useTestServer();

  it('sets an httpOnly, SameSite=Lax cookie without Secure on http and issues a new session id', async () => {
    const forged = 'buchbar.session_token=attacker-chosen-token';
    const res = await authPost(
      s.base,
      '/sign-in/email',
      { email: 'booker@demo.example', password: 'buchbar-demo' },
      {
        cookie: forged,
      },
    );
    expect(res.status).toBe(200);
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('buchbar.session_token=')) ?? '';
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
    const first = sessionTokenOf(res);
    expect(first).toBeDefined();
    expect(first).not.toContain('attacker');
    const again = await authPost(
      s.base,
      '/sign-in/email',
      { email: 'booker@demo.example', password: 'buchbar-demo' },
      {
        cookie: cookiesOf(res),
      },
    );
    expect(sessionTokenOf(again)).not.toBe(first);
  });

  it('ends a session past the absolute lifetime and deletes its row', async () => {
    const cookie = await signIn(s.base, 'approver@demo.example');
    expect((await me(s, cookie)).status).toBe(200);
    await s.db.pool.query(
      `update sessions set created_at = now() - interval '7 days 1 minute'
        where user_id = (select id from users where email = 'approver@demo.example')`,
    );
    await s.settled();
    expect((await me(s, cookie)).status).toBe(401);
    const { rows } = await s.db.pool.query(
      `select 1 from sessions where user_id = (select id from users where email = 'approver@demo.example')`,
    );
    expect(rows).toHaveLength(0);
  });

  it("ends an idle session after the tenant's idle setting", async () => {
    // Through the settings API, as an admin would: the policy applies at once.
    const admin = await signIn(s.base, 'admin@demo.example');
    const setPolicy = (minutes: number | null) =>
      fetch(`${s.base}/api/v1/settings/tenant`, {
        method: 'PUT',
        headers: { cookie: admin, origin: s.base, 'content-type': 'application/json' },
        body: JSON.stringify({ values: { 'general.sessionIdleMinutes': minutes } }),
      });
    expect((await setPolicy(5)).status).toBe(200);
    const cookie = await signIn(s.base, 'fleet@demo.example');
    const setIdle = async (minutes: number) => {
      await s.db.pool.query(
        `update sessions set updated_at = now() - make_interval(mins => $1)
          where user_id = (select id from users where email = 'fleet@demo.example')`,
        [minutes],
      );
      await s.settled();
    };
    await setIdle(4);
    expect((await me(s, cookie)).status).toBe(200);
    await setIdle(6);
    expect((await me(s, cookie)).status).toBe(401);
    expect((await setPolicy(null)).status).toBe(200);
  });

  it('refuses a deactivated user with a clear message and ends their open sessions', async () => {
    const cookie = await signIn(s.base, 'examiner@demo.example');
    await s.db.pool.query(`update users set status = 'inaktiv' where email = 'examiner@demo.example'`);
    await s.settled();
    expect((await me(s, cookie)).status).toBe(401);
    const res = await authPost(
      s.base,
      '/sign-in/email',
      { email: 'examiner@demo.example', password: 'buchbar-demo' },
      { 'accept-language': 'en' },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'USER_INACTIVE',
        message: 'Your user account is deactivated. Please contact your administrator.',
        details: {},
      },
    });
    const { rows } = await s.db.pool.query(
      `select 1 from sessions where user_id = (select id from users where email = 'examiner@demo.example')`,
    );
    expect(rows).toHaveLength(0);
    await s.db.pool.query(`update users set status = 'aktiv' where email = 'examiner@demo.example'`);
  });

  it('revokeUserSessions ends every session of a user', async () => {
    const { revokeUserSessions } = await import('./sessions.repository');
    const { createDb } = await import('../database/database');
    const a = await signIn(s.base, 'admin@demo.example');
    const b = await signIn(s.base, 'admin@demo.example');
    const { rows } = await s.db.pool.query<{ id: string }>(
      `select id from users where email = 'admin@demo.example'`,
    );
    expect(await revokeUserSessions(createDb(s.db.pool), rows[0]?.id ?? '')).toBeGreaterThanOrEqual(2);
    await s.settled();
    expect((await me(s, a)).status).toBe(401);
    expect((await me(s, b)).status).toBe(401);
  });

  it('forgets a cached session and cached permissions changed in the database behind its back', async () => {
    const cookie = await signIn(s.base, 'admin@demo.example');
    const users = () => fetch(`${s.base}/api/v1/users`, { headers: { cookie } });
    expect((await users()).status).toBe(200); // session and permissions are now cached
    const { rows } = await s.db.pool.query(
      `delete from user_roles where user_id = (select id from users where email = 'admin@demo.example') returning *`,
    );
    await s.settled();
    expect((await users()).status).toBe(403);
    for (const r of rows)
      await s.db.pool.query('insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [
        r.tenant_id,
        r.user_id,
        r.role_id,
      ]);
    await s.settled();
    expect((await users()).status).toBe(200);
    await s.db.pool.query(
      `delete from sessions where user_id = (select id from users where email = 'admin@demo.example')`,
    );
    await s.settled();
    expect((await users()).status).toBe(401);
  });

  it('signs out even when the server session is already gone', async () => {
    const cookie = await signIn(s.base, 'booker@demo.example');
    await s.db.pool.query(`delete from sessions`);
    const res = await authPost(s.base, '/sign-out', {}, { cookie });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/buchbar\.session_token=;/);
  });
});

describe('sessions behind https', () => {
  const s = useTestServer({ PUBLIC_URL: 'https://buchbar.example' });

  it('marks the session cookie Secure', async () => {
    const res = await authPost(
      s.base,
      '/sign-in/email',
      { email: 'booker@demo.example', password: 'buchbar-demo' },
      {
        origin: 'https://buchbar.example',
      },
    );
    expect(res.status).toBe(200);
    const raw = res.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
    expect(raw).toMatch(/; Secure/i);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
  });
});
