import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ErrorReply, signedIn } from '../../../test/http-client';
import { useTestServer } from '../../../test/test-server';

type Tenant = {
  id: string;
  name: string;
  key: string;
  domains: { domain: string; clientId: string }[];
  legacyAppUrl: string | null;
};

describe('tenants (platform administrators)', () => {
  const s = useTestServer({ LEGACY_APP_URL_PATTERN: 'https://{shortName}.legacy.example' });
  let platform: Client;
  beforeAll(async () => {
    platform = await signedIn(s, 'platform@demo.example');
  });

  it('creates, renames, syncs domains and deletes a tenant (domains first)', async () => {
    const created = await platform.post<Tenant>('/api/v1/tenants', {
      name: 'Müller & Söhne GmbH',
      domains: [
        { domain: 'mueller.example', clientId: 'mueller' },
        { domain: 'soehne.example', clientId: 'mueller' },
      ],
      legacy: { shortName: 'mue', legacyUrl: null },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      key: 'mueller-soehne-gmbh',
      legacyAppUrl: 'https://mue.legacy.example',
    });

    const updated = await platform.put<Tenant>(`/api/v1/tenants/${created.body.id}`, {
      name: 'Müller GmbH',
      domains: [
        { domain: 'mueller.example', clientId: 'mueller' },
        { domain: 'neu.example', clientId: 'mueller' },
      ],
      legacy: { shortName: 'pial', legacyUrl: 'https://special.example/app' },
    });
    expect(updated.body.name).toBe('Müller GmbH');
    expect(updated.body.domains.map((d) => d.domain)).toEqual(['mueller.example', 'neu.example']);
    expect(updated.body.legacyAppUrl).toBe('https://special.example/app');

    expect((await platform.del(`/api/v1/tenants/${created.body.id}`)).status).toBe(204);
    const rows = await s.db.pool.query('select count(*)::int as n from tenant_domains where domain = $1', [
      'mueller.example',
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('refuses a domain of another tenant (409), a tenant with users (409) and bad domains (400)', async () => {
    const clash = await platform.post<ErrorReply>('/api/v1/tenants', {
      name: 'Klau AG',
      domains: [{ domain: 'demo.example', clientId: 'x' }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('DOMAIN_TAKEN');
    const list = await platform.get<Tenant[]>('/api/v1/tenants');
    const demo = list.body.find((t) => t.key === 'demo');
    const del = await platform.del<ErrorReply>(`/api/v1/tenants/${demo?.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('TENANT_NOT_EMPTY');
    const bad = await platform.post('/api/v1/tenants', {
      name: 'X',
      domains: [{ domain: 'not a domain', clientId: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect((await platform.get<Tenant[]>('/api/v1/tenants')).body).toHaveLength(1);
  });

  it('is refused to tenant admins', async () => {
    const admin = await signedIn(s, 'admin@demo.example');
    expect((await admin.get('/api/v1/tenants')).status).toBe(403);
  });
});
