import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ErrorReply, signedIn } from '../../../test/http-client';
import { useTestServer } from '../../../test/test-server';

type Role = { id: string; name: string; permissions: { name: string; value: string }[] };
type Group = { id: string; name: string; roleIds: string[] };
type Me = { permissions: string[]; isAdmin: boolean };

describe('roles, groups and effective permissions', () => {
  const s = useTestServer();
  let admin: Client;
  beforeAll(async () => {
    admin = await signedIn(s, 'admin@demo.example');
  });

  it.each([
    [
      'admin@demo.example',
      true,
      ['benutzer_pflegen', 'berechtigungs_pflege', 'customizing_mandant_pflege', 'fahrzeug_buchen'],
    ],
    ['booker@demo.example', false, ['fahrzeug_buchen']],
    ['approver@demo.example', false, ['fahrzeug_freigabe_von_sonderfahrten', 'fahrzeug_buchen']],
    [
      'fleet@demo.example',
      true,
      ['fahrzeug_pflege', 'fahrzeug_fremdbuchung', 'fahrzeug_logbuch_report', 'fahrzeug_gastbuchung'],
    ],
    ['examiner@demo.example', false, ['fahrzeug_fuehrerscheinpruefung']],
    ['platform@demo.example', false, []],
  ])('%s: isAdmin %s, holds %j (direct + roles + groups)', async (email, isAdmin, held) => {
    const me = await (await signedIn(s, email)).get<Me>('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.isAdmin).toBe(isAdmin);
    expect(me.body.permissions).toEqual(expect.arrayContaining(held));
  });

  it('a booker calling an admin API gets 403', async () => {
    const booker = await signedIn(s, 'booker@demo.example');
    for (const path of [
      '/api/v1/roles',
      '/api/v1/groups',
      '/api/v1/users',
      '/api/v1/settings/tenant',
      '/api/v1/audit',
      '/api/v1/tenants',
    ]) {
      const res = await booker.get<ErrorReply>(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('creates a role, grants it through a group, and the member holds the permission', async () => {
    const created = await admin.post<Role>('/api/v1/roles', {
      name: 'Schlüsseldienst',
      permissions: [{ name: 'objekt_pflege', value: 'true' }],
    });
    expect(created.status).toBe(201);
    const group = await admin.post<Group>('/api/v1/groups', {
      name: 'Hausmeisterei',
      roleIds: [created.body.id],
    });
    expect(group.status).toBe(201);
    const users = await admin.get<{ items: { id: string; email: string }[] }>('/api/v1/users?search=booker');
    const booker = users.body.items[0];
    if (!booker) throw new Error('booker not listed');
    const detail = await admin.get<{ groupIds: string[] }>(`/api/v1/users/${booker.id}`);
    await admin.patch(`/api/v1/users/${booker.id}`, { groupIds: [...detail.body.groupIds, group.body.id] });
    const me = await (await signedIn(s, 'booker@demo.example')).get<Me>('/api/v1/me');
    expect(me.body.permissions).toContain('objekt_pflege');
    expect(me.body.isAdmin).toBe(true);

    // A direct "false" does not cancel a role's "true" (held when any source says true).
    await admin.patch(`/api/v1/users/${booker.id}`, {
      permissions: [{ name: 'objekt_pflege', value: 'false' }],
    });
    const again = await (await signedIn(s, 'booker@demo.example')).get<Me>('/api/v1/me');
    expect(again.body.permissions).toContain('objekt_pflege');
  });

  it('refuses duplicate names with 409 and unknown permissions with 422, storing nothing', async () => {
    const before = await admin.get<Role[]>('/api/v1/roles');
    const dup = await admin.post<ErrorReply>('/api/v1/roles', { name: 'Buchende', permissions: [] });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('ROLE_NAME_TAKEN');
    const bad = await admin.post<ErrorReply>('/api/v1/roles', {
      name: 'Neu',
      permissions: [{ name: 'fliegen', value: 'true' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toContain('fliegen');
    const invalid = await admin.post<ErrorReply>('/api/v1/roles', { name: '', permissions: [] });
    expect(invalid.status).toBe(400);
    expect((await admin.get<Role[]>('/api/v1/roles')).body).toEqual(before.body);
  });

  it('updates and deletes a role; an unknown id answers 404', async () => {
    const r = await admin.post<Role>('/api/v1/roles', { name: 'Temporär', permissions: [] });
    const u = await admin.put<Role>(`/api/v1/roles/${r.body.id}`, {
      name: 'Temporär 2',
      permissions: [{ name: 'buchung_pflege', value: 'true' }],
    });
    expect(u.body).toMatchObject({
      name: 'Temporär 2',
      permissions: [{ name: 'buchung_pflege', value: 'true' }],
    });
    expect((await admin.del(`/api/v1/roles/${r.body.id}`)).status).toBe(204);
    expect((await admin.del(`/api/v1/roles/${r.body.id}`)).status).toBe(404);
    expect((await admin.put('/api/v1/roles/not-a-uuid', { name: 'x', permissions: [] })).status).toBe(400);
  });

  it('lists the permission catalogue in the caller language', async () => {
    const en = await signedIn(s, 'booker@demo.example', 'en');
    const res = await en.get<{ name: string; description: string }[]>('/api/v1/permissions');
    expect(res.body).toHaveLength(14);
    expect(res.body.find((p) => p.name === 'benutzer_pflegen')?.description).toBe('Manage users');
  });
});
