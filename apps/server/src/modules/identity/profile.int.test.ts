import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type ErrorReply, signedIn } from '../../../test/http-client';
import { signIn, useTestServer } from '../../../test/test-server';

type Profile = {
  firstName: string;
  lastName: string;
  email: string;
  pendingEmail: string | null;
  hasPassword: boolean;
};

describe('own name and e-mail on /konto (issue 14 point 8)', () => {
  const s = useTestServer();
  let booker: Client;
  const mailsTo = async (to: string) =>
    (
      await s.db.pool.query<{ subject: string; text: string }>(
        'select subject, text from mails where "to" = $1 order by created_at',
        [to],
      )
    ).rows;
  const emailOf = async (id: string) =>
    (await s.db.pool.query<{ email: string }>('select email from users where id = $1', [id])).rows[0]?.email;

  beforeAll(async () => {
    booker = await signedIn(s, 'booker@demo.example');
  });

  it('shows the own data; without a session 401', async () => {
    const mine = await booker.get<Profile>('/api/v1/me/profile');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      firstName: 'Ben',
      lastName: 'Bucher',
      email: 'booker@demo.example',
      pendingEmail: null,
      hasPassword: true,
    });
    expect((await client(s.base).get('/api/v1/me/profile')).status).toBe(401);
    expect(
      (await client(s.base).call('PATCH', '/api/v1/me/profile', { firstName: 'X', lastName: 'Y' })).status,
    ).toBe(401);
  });

  it('renames oneself: trimmed, shown in /me and the session at once, audited', async () => {
    const res = await booker.patch<Profile>('/api/v1/me/profile', {
      firstName: '  Berta ',
      lastName: 'Buchholz',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Berta', lastName: 'Buchholz' });
    const me = await booker.get<{ user: { firstName: string; lastName: string } }>('/api/v1/me');
    expect(me.body.user).toMatchObject({ firstName: 'Berta', lastName: 'Buchholz' });
    const row = await s.db.pool.query<{ name: string }>('select name from users where id = $1', [
      'demo-booker',
    ]);
    expect(row.rows[0]?.name).toBe('Berta Buchholz');
    const audit = await s.db.pool.query<{ actor_user_id: string; category: string }>(
      "select actor_user_id, category from audit_log where message like 'Eigenen Namen geändert:%'",
    );
    expect(audit.rows).toEqual([{ actor_user_id: 'demo-booker', category: 'USER' }]);
  });

  it('better-auth’s update-user is refused: name and image change only on the audited profile route (issue 22 point 4)', async () => {
    // Every spelling of the path that better-auth's router would take for its update-user.
    const paths = [
      '/api/auth/update-user',
      '/api/auth/update-user/',
      '/api/auth//update-user',
      '/api/auth/Update-User',
      '/api/auth/update-user?x=1',
      '/api/auth/%75pdate-user',
    ];
    for (const path of paths)
      for (const body of [{ name: 'Heimlich Umbenannt' }, { image: 'https://evil.example/x.png' }]) {
        const res = await booker.post<{ error: { code: string; message: string } }>(path, body);
        expect([path, res.status, res.body.error.code]).toEqual([path, 403, 'USE_PROFILE_ROUTE']);
        expect(res.body.error.message).toContain('/api/v1/me/profile');
      }
    const row = await s.db.pool.query<{ name: string; image: string | null }>(
      'select name, image from users where id = $1',
      ['demo-booker'],
    );
    expect(row.rows[0]?.name).not.toBe('Heimlich Umbenannt');
    expect(row.rows[0]?.image ?? null).toBeNull();
  });

  it('refuses bad names with 400 naming the field, and changes nothing else', async () => {
    for (const body of [
      { firstName: '', lastName: 'B' },
      { firstName: '   ', lastName: 'B' },
      { firstName: 'A', lastName: 'x'.repeat(101) },
      { firstName: 'A' },
      { firstName: 7, lastName: 'B' },
    ]) {
      const res = await booker.patch<ErrorReply>('/api/v1/me/profile', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    // Fields of the admin dialog are not the user's to set.
    const sneaky = await booker.patch<Profile>('/api/v1/me/profile', {
      firstName: 'Berta',
      lastName: 'Buchholz',
      status: 'inaktiv',
      email: 'x@demo.example',
    });
    expect(sneaky.status).toBe(200);
    const row = await s.db.pool.query('select status, email from users where id = $1', ['demo-booker']);
    expect(row.rows[0]).toEqual({ status: 'aktiv', email: 'booker@demo.example' });
  });

  it('refuses an e-mail change: wrong password 422 (counted), unchanged 422, taken 409, foreign domain 422', async () => {
    const wrong = await booker.post<ErrorReply>('/api/v1/me/email', {
      email: 'neu@demo.example',
      currentPassword: 'falsch',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('CURRENT_PASSWORD_WRONG');
    const failures = await s.db.pool.query('select 1 from sign_in_failures where email = $1', [
      'booker@demo.example',
    ]);
    expect(failures.rowCount).toBe(1);
    const same = await booker.post<ErrorReply>('/api/v1/me/email', {
      email: 'Booker@demo.example',
      currentPassword: 'buchbar-demo',
    });
    expect([same.status, same.body.error.code]).toEqual([422, 'EMAIL_UNCHANGED']);
    const taken = await booker.post<ErrorReply>('/api/v1/me/email', {
      email: 'fleet@demo.example',
      currentPassword: 'buchbar-demo',
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'EMAIL_TAKEN']);
    const foreign = await booker.post<ErrorReply>('/api/v1/me/email', {
      email: 'b@foreign.example',
      currentPassword: 'buchbar-demo',
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([422, 'EMAIL_DOMAIN_NOT_OF_TENANT']);
    expect((await booker.post('/api/v1/me/email', { email: 'kein-mail' })).status).toBe(400);
    expect(await emailOf('demo-booker')).toBe('booker@demo.example');
    expect(await mailsTo('neu@demo.example')).toEqual([]);
  });

  it('changes the address only through the link sent to it; the old address is told', async () => {
    const res = await booker.post<Profile>('/api/v1/me/email', {
      email: 'Bernd.Neu@demo.example',
      currentPassword: 'buchbar-demo',
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ email: 'booker@demo.example', pendingEmail: 'bernd.neu@demo.example' });
    expect(await emailOf('demo-booker')).toBe('booker@demo.example');
    const [confirm] = await mailsTo('bernd.neu@demo.example');
    expect(confirm?.text).toContain(
      'Sie möchten die E-Mail-Adresse Ihres Buchbar-Kontos auf bernd.neu@demo.example ändern.',
    );
    const notices = await mailsTo('booker@demo.example');
    expect(notices.map((m) => m.subject)).toContain('Ihre E-Mail-Adresse bei Buchbar soll geändert werden');
    expect(notices.every((m) => !m.text.includes('verify-email'))).toBe(true);
    const link = confirm?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '';
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.headers.get('location')).toContain('/auth/confirm?emailChanged=1');
    expect(await emailOf('demo-booker')).toBe('bernd.neu@demo.example');
    await signIn(s.base, 'bernd.neu@demo.example');
    const audit = await s.db.pool.query(
      "select 1 from audit_log where message like 'E-Mail-Änderung von booker@demo.example%(selbst)'",
    );
    expect(audit.rowCount).toBe(1);
  });

  it('an account without a password (single sign-on only) cannot change its address here', async () => {
    // Signed in while it had a password; then it becomes a single sign-on account.
    const approver = await signedIn(s, 'approver@demo.example');
    await s.db.pool.query(
      "update accounts set provider_id = 'sso-demo', password = null where user_id = 'demo-approver'",
    );
    expect((await approver.get<Profile>('/api/v1/me/profile')).body.hasPassword).toBe(false);
    const res = await approver.post<ErrorReply>('/api/v1/me/email', {
      email: 'freigabe@demo.example',
      currentPassword: 'buchbar-demo',
    });
    expect([res.status, res.body.error.code]).toEqual([422, 'EMAIL_CHANGE_NEEDS_PASSWORD']);
  });

  it('five wrong passwords, then 429 like a sign-in (the same account counter)', async () => {
    const fleet = await signedIn(s, 'fleet@demo.example');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await fleet.post('/api/v1/me/email', {
            email: 'flotte@demo.example',
            currentPassword: `falsch-${i}`,
          })
        ).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await fleet.post<ErrorReply>('/api/v1/me/email', {
      email: 'flotte@demo.example',
      currentPassword: 'buchbar-demo',
    });
    expect([right.status, right.body.error.code]).toEqual([429, 'TOO_MANY_SIGN_IN_ATTEMPTS']);
  });
});
