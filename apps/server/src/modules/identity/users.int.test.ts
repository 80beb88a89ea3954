import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type ErrorReply, signedIn } from '../../../test/http-client';
import { signIn, useTestServer } from '../../../test/test-server';

type Page = { items: { id: string; email: string; status: string }[]; total: number };
type Detail = {
  id: string;
  email: string;
  firstName: string;
  roleIds: string[];
  groupIds: string[];
  departmentId: string | null;
};

describe('user administration', () => {
  const s = useTestServer();
  let admin: Client;
  beforeAll(async () => {
    admin = await signedIn(s, 'admin@demo.example');
  });

  it('lists active users ordered by e-mail, with search and paging', async () => {
    const all = await admin.get<Page>('/api/v1/users');
    expect(all.body.items.map((u) => u.email)).toEqual([...all.body.items.map((u) => u.email)].sort());
    expect(all.body.total).toBe(6);
    const page2 = await admin.get<Page>('/api/v1/users?page=2&pageSize=4');
    expect(page2.body.items).toHaveLength(2);
    const search = await admin.get<Page>('/api/v1/users?search=FLEET');
    expect(search.body.items.map((u) => u.email)).toEqual(['fleet@demo.example']);
    const noHit = await admin.get<Page>('/api/v1/users?search=%25');
    expect(noHit.body.total).toBe(0);
  });

  it('edits the admin user dialog fields and refuses unknown references, changing nothing', async () => {
    const departments = await admin.get<{ id: string; name: string }[]>('/api/v1/departments');
    const it = departments.body.find((d) => d.name === 'IT');
    const updated = await admin.patch<Detail>('/api/v1/users/demo-booker', {
      firstName: 'Benedikt',
      departmentId: it?.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ firstName: 'Benedikt', departmentId: it?.id });

    const bad = await admin.patch<ErrorReply>('/api/v1/users/demo-booker', {
      firstName: 'Nie',
      roleIds: ['00000000-0000-4000-8fff-000000000000'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('UNKNOWN_ROLE');
    expect((await admin.get<Detail>('/api/v1/users/demo-booker')).body.firstName).toBe('Benedikt');

    const taken = await admin.patch<ErrorReply>('/api/v1/users/demo-booker', { email: 'fleet@demo.example' });
    expect(taken.status).toBe(409);
    const foreign = await admin.patch<ErrorReply>('/api/v1/users/demo-booker', {
      email: 'ben@elsewhere.example',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.code).toBe('EMAIL_DOMAIN_NOT_OF_TENANT');
  });

  it('deactivates instead of deleting: the user drops out of the list and loses open sessions', async () => {
    const cookie = await signIn(s.base, 'examiner@demo.example');
    expect((await client(s.base, cookie).get('/api/v1/me')).status).toBe(200);
    const res = await admin.patch<Detail>('/api/v1/users/demo-examiner', { status: 'inaktiv' });
    expect(res.status).toBe(200);
    expect((await client(s.base, cookie).get('/api/v1/me')).status).toBe(401);
    const active = await admin.get<Page>('/api/v1/users');
    expect(active.body.items.map((u) => u.email)).not.toContain('examiner@demo.example');
    const inactive = await admin.get<Page>('/api/v1/users?status=inaktiv');
    expect(inactive.body.items.map((u) => u.email)).toEqual(['examiner@demo.example']);
    const signInAgain = await fetch(`${s.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.base },
      body: JSON.stringify({ email: 'examiner@demo.example', password: 'buchbar-demo' }),
    });
    expect(signInAgain.status).not.toBe(200);
  });

  it('an admin cannot deactivate themselves', async () => {
    const res = await admin.patch<ErrorReply>('/api/v1/users/demo-admin', { status: 'inaktiv' });
    expect(res.status).toBe(422);
  });

  it('invites a user with roles and groups; the address must be new and of the tenant', async () => {
    const roles = await admin.get<{ id: string; name: string }[]>('/api/v1/roles');
    const booking = roles.body.find((r) => r.name === 'Buchende');
    const created = await admin.post<Detail>('/api/v1/users', {
      email: 'neu@demo.example',
      firstName: 'Nora',
      lastName: 'Neu',
      roleIds: [booking?.id],
      groupIds: [],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'neu@demo.example', roleIds: [booking?.id] });
    const mail = await s.db.pool.query<{ subject: string; text: string }>(
      'select subject, text from mails where "to" = $1',
      ['neu@demo.example'],
    );
    expect(mail.rows[0]?.subject).toBe('Willkommen bei Buchbar: Passwort festlegen');
    expect(mail.rows[0]?.text).toContain('/auth/recovery?token=');
    expect(
      (await admin.post('/api/v1/users', { email: 'neu@demo.example', firstName: 'N', lastName: 'N' }))
        .status,
    ).toBe(409);
    expect(
      (await admin.post('/api/v1/users', { email: 'x@foreign.example', firstName: 'N', lastName: 'N' }))
        .status,
    ).toBe(422);
  });

  it('with internal user management off, invitations are refused', async () => {
    await admin.put('/api/v1/settings/tenant', { values: { 'general.internalUserManagement': false } });
    const res = await admin.post<ErrorReply>('/api/v1/users', {
      email: 'zwei@demo.example',
      firstName: 'Z',
      lastName: 'Z',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('INTERNAL_USER_MANAGEMENT_OFF');
    await admin.put('/api/v1/settings/tenant', { values: { 'general.internalUserManagement': null } });
  });

  it('logs user and permission changes in the audit log', async () => {
    const log = await admin.get<{ items: { category: string; message: string }[] }>(
      '/api/v1/audit?category=USER',
    );
    expect(log.body.items.some((e) => e.message.includes('booker@demo.example'))).toBe(true);
  });
});
