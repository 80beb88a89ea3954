import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ErrorReply, signedIn } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, useTestServer } from '../../../test/test-server';

type Page = { items: { id: string; email: string; invited: boolean; sso: boolean }[] };
type Detail = { id: string; email: string; invited: boolean };
const DAY_S = 24 * 3600;

describe('invitations (issue 14 point 8): invited until a password is set, links live 7 days', () => {
  const s = useTestServer();
  let admin: Client;

  const mailsTo = async (to: string) =>
    (
      await s.db.pool.query<{ subject: string; text: string }>(
        'select subject, text from mails where "to" = $1 order by created_at',
        [to],
      )
    ).rows;
  const tokenIn = (text: string) => {
    const token = text.match(/\/auth\/recovery\?token=([^\s&]+)/)?.[1];
    if (!token) throw new Error(`no link in ${text}`);
    return decodeURIComponent(token);
  };
  /** Lifetime (seconds) of the user's newest password link, and the number of links they hold. */
  const links = async (userId: string) => {
    const rows = await s.db.pool.query<{ seconds: number }>(
      `select extract(epoch from expires_at - created_at)::int as seconds from verifications
        where identifier like 'reset-password:%' and value = $1 order by created_at desc`,
      [userId],
    );
    return { lifetime: rows.rows[0]?.seconds, count: rows.rows.length };
  };
  const setPassword = (token: string) =>
    fetch(`${s.base}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: JSON.stringify({ token, newPassword: 'ein-neues-passwort' }),
    });
  /** The link was mailed `ago` before now (moves its creation and end back together). */
  const issuedAgo = (token: string, ago: string) =>
    s.db.pool.query(
      `update verifications set created_at = created_at - $2::interval, expires_at = expires_at - $2::interval
        where identifier = $1`,
      [`reset-password:${token}`, ago],
    );
  const invite = async (email: string, firstName: string) => {
    const res = await admin.post<Detail>('/api/v1/users', { email, firstName, lastName: 'Neu' });
    expect(res.status).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    await seedOtherTenant(s.db.pool);
    admin = await signedIn(s, 'admin@demo.example');
  });

  it('an invited user is listed as invited; the mail says 7 days and the link lives 7 days', async () => {
    const nora = await invite('nora@demo.example', 'Nora');
    expect(nora.invited).toBe(true);
    const list = await admin.get<Page>('/api/v1/users?search=nora');
    expect(list.body.items.map((u) => [u.email, u.invited])).toEqual([['nora@demo.example', true]]);
    // Everybody of the demo has a password: nobody else is invited.
    const all = await admin.get<Page>('/api/v1/users?pageSize=50');
    expect(all.body.items.filter((u) => u.invited).map((u) => u.email)).toEqual(['nora@demo.example']);
    const [mail] = await mailsTo('nora@demo.example');
    expect(mail?.subject).toBe('Willkommen bei Buchbar: Passwort festlegen');
    expect(mail?.text).toContain('Der Link gilt 7 Tage und nur einmal');
    expect(await links(nora.id)).toEqual({ lifetime: 7 * DAY_S, count: 1 });
  });

  it('a link mailed 6 days 23 hours ago still sets the password; afterwards the user is no longer invited', async () => {
    const olaf = await invite('olaf@demo.example', 'Olaf');
    const token = tokenIn((await mailsTo('olaf@demo.example'))[0]?.text ?? '');
    await issuedAgo(token, '6 days 23 hours');
    const res = await setPassword(token);
    expect(res.status).toBe(200);
    await signIn(s.base, 'olaf@demo.example', 'ein-neues-passwort');
    expect((await admin.get<Detail>(`/api/v1/users/${olaf.id}`)).body.invited).toBe(false);
  });

  it('a link mailed 7 days and a minute ago is refused; the user stays invited', async () => {
    const paula = await invite('paula@demo.example', 'Paula');
    const token = tokenIn((await mailsTo('paula@demo.example'))[0]?.text ?? '');
    await issuedAgo(token, '7 days 1 minute');
    const res = await setPassword(token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorReply).error.code).toBe('INVALID_TOKEN');
    expect((await admin.get<Detail>(`/api/v1/users/${paula.id}`)).body.invited).toBe(true);
  });

  it('a reset link of a user with a password still lives 60 minutes', async () => {
    const res = await fetch(`${s.base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: JSON.stringify({ email: 'booker@demo.example', redirectTo: `${s.base}/auth/recovery` }),
    });
    expect(res.status).toBe(200);
    // The mail is composed after the answer (the same time for every address).
    await expect.poll(async () => (await mailsTo('booker@demo.example')).length, { timeout: 5_000 }).toBe(1);
    const [mail] = await mailsTo('booker@demo.example');
    expect(mail?.text).toContain('60 Minuten');
    expect(await links('demo-booker')).toEqual({ lifetime: 3600, count: 1 });
  });

  it('sends the invitation again: a new 7-day link, the older one stops working, audited', async () => {
    const quirin = await invite('quirin@demo.example', 'Quirin');
    const first = tokenIn((await mailsTo('quirin@demo.example'))[0]?.text ?? '');
    const again = await admin.post(`/api/v1/users/${quirin.id}/invitation`, {});
    expect(again.status).toBe(204);
    const mails = await mailsTo('quirin@demo.example');
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]?.text ?? '');
    expect(second).not.toBe(first);
    expect(await links(quirin.id)).toEqual({ lifetime: 7 * DAY_S, count: 1 });
    expect((await setPassword(first)).status).toBe(400);
    expect((await setPassword(second)).status).toBe(200);
    const audit = await s.db.pool.query('select 1 from audit_log where message = $1', [
      'Einladung an quirin@demo.example erneut gesendet',
    ]);
    expect(audit.rowCount).toBe(1);
  });

  it('refuses to send it again: not invited 409, inactive 422, another tenant 404, no permission 403, a stronger user 403, too often 429', async () => {
    const notInvited = await admin.post<ErrorReply>('/api/v1/users/demo-booker/invitation', {});
    expect(notInvited.status).toBe(409);
    expect(notInvited.body.error.code).toBe('USER_NOT_INVITED');

    const rita = await invite('rita@demo.example', 'Rita');
    await admin.patch(`/api/v1/users/${rita.id}`, { status: 'inaktiv' });
    const inactive = await admin.post<ErrorReply>(`/api/v1/users/${rita.id}/invitation`, {});
    expect(inactive.status).toBe(422);
    expect(inactive.body.error.code).toBe('INVITATION_USER_INACTIVE');

    const sven = await invite('sven@demo.example', 'Sven');
    const other = await signedIn(s, OTHER_ADMIN);
    expect((await other.post(`/api/v1/users/${sven.id}/invitation`, {})).status).toBe(404);
    const booker = await signedIn(s, 'booker@demo.example');
    expect((await booker.post(`/api/v1/users/${sven.id}/invitation`, {})).status).toBe(403);

    // A user admin holding only benutzer_pflegen may not act for an invited full admin.
    const roles = await admin.get<{ id: string; name: string }[]>('/api/v1/roles');
    const adminRole = roles.body.find((r) => r.name === 'Administration');
    const boss = await admin.post<Detail>('/api/v1/users', {
      email: 'boss@demo.example',
      firstName: 'Boss',
      lastName: 'Neu',
      roleIds: [adminRole?.id],
    });
    expect(boss.status).toBe(201);
    await s.db.pool.query(
      `insert into user_permissions (tenant_id, user_id, permission, value)
       select tenant_id, 'demo-fleet', 'benutzer_pflegen', 'true' from users where id = 'demo-fleet'`,
    );
    await s.settled();
    const fleet = await signedIn(s, 'fleet@demo.example');
    const stronger = await fleet.post<ErrorReply>(`/api/v1/users/${boss.body.id}/invitation`, {});
    expect(stronger.status).toBe(403);
    expect(stronger.body.error.code).toBe('TARGET_STRONGER');

    // Five password links per recipient and hour (with "Forgot password"), then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await admin.post(`/api/v1/users/${sven.id}/invitation`, {})).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});
