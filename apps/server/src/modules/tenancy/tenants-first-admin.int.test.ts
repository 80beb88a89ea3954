import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTenant } from '@buchbar/db/seed/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, lastMailTo } from '../../../test/auth-helpers';
import { client, type ErrorReply } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { seedUserWithRole } from '../../../test/user-fixtures';
import { createDb } from '../../platform/database/database';

type Tenant = { id: string; name: string; key: string };

/** Issue 8 points 4 (the key "default" is the installation's) and 5 (a tenant with its first admin). */
describe('tenants: reserved key and first administrator', () => {
  let s: TestServer;
  let storageDir = '';
  let platform: ReturnType<typeof client>;
  const count = async (sql: string, params: unknown[] = []) =>
    (await s.db.pool.query<{ n: number }>(sql, params)).rows[0]?.n;

  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-tenants-'));
    s = await startTestServer({ STORAGE_DIR: storageDir });
    platform = client(s.base, await signIn(s.base, 'platform@demo.example'));
  });
  afterAll(async () => {
    await s?.stop();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  it('no tenant can take the key "default" (given or derived from the name): 422, nothing stored', async () => {
    const tenants = await count('select count(*)::int as n from tenants');
    const given = await platform.post<ErrorReply>('/api/v1/tenants', { name: 'Irgendwer', key: 'default' });
    expect(given.status).toBe(422);
    expect(given.body.error.code).toBe('TENANT_KEY_RESERVED');
    expect(given.body.error.message).toContain('reserviert');
    const derived = await client(
      s.base,
      (await signIn(s.base, 'platform@demo.example')) ?? '',
      'en',
    ).post<ErrorReply>('/api/v1/tenants', { name: 'Default' });
    expect(derived.status).toBe(422);
    expect(derived.body.error.message).toContain('reserved');
    const demo = (await platform.get<Tenant[]>('/api/v1/tenants')).body.find((t) => t.key === 'demo');
    const renamed = await platform.put<ErrorReply>(`/api/v1/tenants/${demo?.id}`, {
      name: 'Demo GmbH',
      key: 'default',
      domains: [{ domain: 'demo.example', clientId: 'demo' }],
    });
    expect(renamed.status).toBe(422);
    expect(await count('select count(*)::int as n from tenants')).toBe(tenants);
    expect(await count(`select count(*)::int as n from tenants where key = 'default'`)).toBe(0);
  });

  it('a tenant that holds the key from before cannot replace the installation-wide files', async () => {
    const db = createDb(s.db.pool);
    const tenantId = '00000000-0000-4000-9100-000000000001';
    await createTenant(db, { id: tenantId, name: 'Altlast', key: 'default', domains: ['altlast.example'] });
    await seedUserWithRole(
      s.db.pool,
      tenantId,
      { id: 'alt-admin', email: 'admin@altlast.example', firstName: 'A', lastName: 'A' },
      {
        id: '00000000-0000-4000-9102-000000000001',
        name: 'Alles',
        permissions: ['customizing_mandant_pflege'],
      },
    );
    await s.settled();
    const before = await (await fetch(`${s.base}/api/v1/files/logos/default/buchbar-logo.svg`)).text();
    const form = new FormData();
    form.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      'buchbar-logo.svg',
    );
    const res = await fetch(`${s.base}/api/v1/files/logos`, {
      method: 'POST',
      headers: { cookie: await signIn(s.base, 'admin@altlast.example'), origin: s.base },
      body: form,
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorReply).error.code).toBe('INSTALLATION_FILES_READ_ONLY');
    expect(await (await fetch(`${s.base}/api/v1/files/logos/default/buchbar-logo.svg`)).text()).toBe(before);
  });

  it('creates a tenant together with its first admin: a role with every permission and an invitation', async () => {
    const created = await platform.post<Tenant>('/api/v1/tenants', {
      name: 'Neu AG',
      domains: [{ domain: 'neu-ag.example', clientId: 'neu' }],
      firstAdmin: { email: 'Chefin@neu-ag.example', firstName: 'Nina', lastName: 'Neu' },
    });
    expect(created.status).toBe(201);
    const user = await s.db.pool.query<{
      id: string;
      tenant_id: string;
      status: string;
      platform_admin: boolean;
    }>(`select id, tenant_id, status, platform_admin from users where email = 'chefin@neu-ag.example'`);
    expect(user.rows[0]).toMatchObject({
      tenant_id: created.body.id,
      status: 'aktiv',
      platform_admin: false,
    });
    expect(
      await count(
        `select count(*)::int as n from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
          where ur.user_id = $1 and rp.value = 'true'`,
        [user.rows[0]?.id],
      ),
    ).toBe(14);
    const mail = await lastMailTo(s.db.pool, 'chefin@neu-ag.example');
    expect(mail.subject).toBe('Willkommen bei Buchbar: Passwort festlegen');
    const token = decodeURIComponent(mail.text.match(/token=([^\s&]+)/)?.[1] ?? '');
    expect(
      (await authPost(s.base, '/reset-password', { token, newPassword: 'neu-ag-passwort' })).status,
    ).toBe(200);
    const chefin = client(s.base, await signIn(s.base, 'chefin@neu-ag.example', 'neu-ag-passwort'));
    const me = await chefin.get<{ permissions: string[] }>('/api/v1/me');
    expect(me.body.permissions).toHaveLength(14);
    expect((await chefin.get<{ total: number }>('/api/v1/users')).body.total).toBe(1);
  });

  it('refuses a first admin outside the new domains (422) or without a name (400), storing nothing', async () => {
    const tenants = await count('select count(*)::int as n from tenants');
    const foreign = await platform.post<ErrorReply>('/api/v1/tenants', {
      name: 'Fremd AG',
      domains: [{ domain: 'fremd.example', clientId: 'f' }],
      firstAdmin: { email: 'x@demo.example', firstName: 'X', lastName: 'Y' },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.code).toBe('FIRST_ADMIN_DOMAIN');
    const noDomains = await platform.post<ErrorReply>('/api/v1/tenants', {
      name: 'Leer AG',
      firstAdmin: { email: 'chefin@neu-ag.example', firstName: 'X', lastName: 'Y' },
    });
    expect(noDomains.status).toBe(422);
    const missing = await platform.post<ErrorReply>('/api/v1/tenants', {
      name: 'Ohne AG',
      domains: [{ domain: 'ohne.example', clientId: 'f' }],
      firstAdmin: { email: 'a@ohne.example', firstName: '', lastName: 'Y' },
    });
    expect(missing.status).toBe(400);
    expect(await count('select count(*)::int as n from tenants')).toBe(tenants);
    expect(await count(`select count(*)::int as n from users where email = 'x@demo.example'`)).toBe(0);
  });
});
