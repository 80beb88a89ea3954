import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type ErrorReply, signedIn } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, useTestServer } from '../../../test/test-server';
import { seedUserWithRole } from '../../../test/user-fixtures';

const DEMO = '00000000-0000-4000-8000-000000000001';

type Values = { values: Record<string, unknown> };
type Effective = { values: Record<string, unknown>; sources: Record<string, string> };

describe('layered settings', () => {
  const s = useTestServer();
  let admin: Client;
  beforeAll(async () => {
    admin = await signedIn(s, 'admin@demo.example');
  });

  it('resolves user > group > tenant > default', async () => {
    const booker = await signedIn(s, 'booker@demo.example');
    const key = 'general.zoom';
    const initial = await booker.get<Effective>('/api/v1/settings/effective');
    expect(initial.body.sources[key]).toBe('default');

    expect((await admin.put('/api/v1/settings/tenant', { values: { [key]: 110 } })).status).toBe(200);
    expect((await booker.get<Effective>('/api/v1/settings/effective')).body).toMatchObject({
      values: { [key]: 110 },
      sources: { [key]: 'tenant' },
    });

    const groups = await admin.get<{ id: string; name: string }[]>('/api/v1/groups');
    const all = groups.body.find((g) => g.name === 'Alle Mitarbeitenden');
    expect((await admin.put(`/api/v1/settings/groups/${all?.id}`, { values: { [key]: 120 } })).status).toBe(
      200,
    );
    expect((await booker.get<Effective>('/api/v1/settings/effective')).body.sources[key]).toBe('group');

    expect((await booker.put('/api/v1/settings/me', { values: { [key]: 130 } })).status).toBe(200);
    expect((await booker.get<Effective>('/api/v1/settings/effective')).body).toMatchObject({
      values: { [key]: 130 },
      sources: { [key]: 'user' },
    });

    await booker.put('/api/v1/settings/me', { values: { [key]: null } });
    expect((await booker.get<Effective>('/api/v1/settings/effective')).body.values[key]).toBe(120);
  });

  it.each([
    [
      'de',
      'Der Wert „25:00“ ist für die Einstellung „vehicles.bookingTimeFrom“ auf der Ebene Mandant ungültig.',
    ],
    ['en', 'The value "25:00" is invalid for the setting "vehicles.bookingTimeFrom" at the tenant layer.'],
  ])(
    'refuses an invalid time naming value, option and layer (%s); nothing stored changes',
    async (lang, message) => {
      const a = client(s.base, await signIn(s.base, 'admin@demo.example'), lang);
      await a.put('/api/v1/settings/tenant', { values: { 'vehicles.bookingTimeFrom': '08:30' } });
      const before = await a.get<Values>('/api/v1/settings/tenant');
      const res = await a.put<ErrorReply>('/api/v1/settings/tenant', {
        values: { 'general.zoom': 90, 'vehicles.bookingTimeFrom': '25:00' },
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'SETTING_VALUE_INVALID',
        message,
        details: { value: '25:00', option: 'vehicles.bookingTimeFrom', layer: 'tenant' },
      });
      expect((await a.get<Values>('/api/v1/settings/tenant')).body).toEqual(before.body);
    },
  );

  it('refuses unknown options and tenant policies written as a personal setting', async () => {
    const booker = await signedIn(s, 'booker@demo.example');
    const unknown = await booker.put<ErrorReply>('/api/v1/settings/me', {
      values: { 'general.flying': true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('NO_CUSTOMIZING_OPTION');
    const policy = await booker.put<ErrorReply>('/api/v1/settings/me', {
      values: { 'general.internalUserManagement': false },
    });
    expect(policy.status).toBe(422);
    expect(policy.body.error.code).toBe('SETTING_LAYER_NOT_ALLOWED');
    expect((await booker.put('/api/v1/settings/tenant', { values: {} })).status).toBe(403);
  });

  it('lists every option with its type and default, and /me carries the effective values', async () => {
    const defs = await admin.get<{ key: string; type: string }[]>('/api/v1/settings/definitions');
    expect(defs.body.find((d) => d.key === 'vehicles.bookingTimeFrom')).toMatchObject({
      type: 'time',
      default: '09:00',
    });
    const me = await admin.get<{ settings: Record<string, unknown> }>('/api/v1/me');
    expect(me.body.settings['spaces.bookingStepMinutes']).toBe(15);
  });

  it.each([
    ['tenant', '/api/v1/settings/tenant'],
    ['user', '/api/v1/settings/me'],
  ])('refuses −5 advance days / zoom at the %s layer with 422 instead of clamping', async (_layer, path) => {
    const option = path.endsWith('/me') ? 'general.zoom' : 'spaces.advanceBookingDays';
    const before = await admin.get<Values>(path);
    const res = await admin.put<ErrorReply>(path, { values: { [option]: -5 } });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'SETTING_VALUE_INVALID',
      details: { option, value: '-5', problem: { code: 'range' } },
    });
    expect((await admin.get<Values>(path)).body).toEqual(before.body);
  });
});

/** Issue 14 point 7: the group layer has a screen; its API refuses what the actor may not do. */
describe('group-layer settings', () => {
  const s = useTestServer();
  let admin: Client;
  let groupId: string;
  beforeAll(async () => {
    await seedOtherTenant(s.db.pool);
    // A user admin who may manage users, roles and groups but not the tenant's settings.
    await seedUserWithRole(
      s.db.pool,
      DEMO,
      { id: 'demo-user-care', email: 'usercare@demo.example', firstName: 'Uwe', lastName: 'User' },
      {
        id: '00000000-0000-4000-8002-00000000a5e7',
        name: 'Nur Benutzer',
        permissions: ['benutzer_pflegen', 'berechtigungs_pflege'],
      },
    );
    admin = await signedIn(s, 'admin@demo.example', 'en');
    const groups =
      await admin.get<{ id: string; name: string; valueCount: number }[]>('/api/v1/settings/groups');
    expect(groups.status).toBe(200);
    const all = groups.body.find((g) => g.name === 'Alle Mitarbeitenden');
    expect(all).toMatchObject({ valueCount: 0 });
    groupId = all?.id ?? '';
  });

  it('overrides and resets a value at a group; the list counts it and the audit names the group', async () => {
    const put = await admin.put<Values>(`/api/v1/settings/groups/${groupId}`, {
      values: { 'spaces.advanceBookingDays': 21, 'vehicles.mailOnBookingCreated': false },
    });
    expect(put.status).toBe(200);
    expect(put.body.values).toEqual({
      'spaces.advanceBookingDays': 21,
      'vehicles.mailOnBookingCreated': false,
    });
    const listed = await admin.get<{ id: string; valueCount: number }[]>('/api/v1/settings/groups');
    expect(listed.body.find((g) => g.id === groupId)?.valueCount).toBe(2);
    const audit = await admin.get<{ items: { event: string | null; params: Record<string, unknown> }[] }>(
      '/api/v1/audit?category=SETTINGS',
    );
    expect(audit.body.items[0]).toMatchObject({
      event: 'SETTINGS_CHANGED',
      params: {
        layer: 'group',
        group: 'Alle Mitarbeitenden',
        options: ['spaces.advanceBookingDays', 'vehicles.mailOnBookingCreated'],
      },
    });
    const reset = await admin.put<Values>(`/api/v1/settings/groups/${groupId}`, {
      values: { 'spaces.advanceBookingDays': null },
    });
    expect(reset.body.values).toEqual({ 'vehicles.mailOnBookingCreated': false });
  });

  it('refuses a tenant-only setting at the group layer with 422, also as a reset; nothing changes', async () => {
    const before = await admin.get<Values>(`/api/v1/settings/groups/${groupId}`);
    for (const value of [true, null]) {
      const res = await admin.put<ErrorReply>(`/api/v1/settings/groups/${groupId}`, {
        values: { 'spaces.advanceBookingDays': 3, 'vehicles.guestBooking': value },
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'SETTING_LAYER_NOT_ALLOWED',
        message: 'The setting "vehicles.guestBooking" cannot be set at the group layer.',
        details: { option: 'vehicles.guestBooking', layer: 'group', allowedLayers: ['tenant'] },
      });
    }
    expect((await admin.get<Values>(`/api/v1/settings/groups/${groupId}`)).body).toEqual(before.body);
  });

  it('refuses a bad value at the group layer with 422 (−5 days is not clamped to 0)', async () => {
    const res = await admin.put<ErrorReply>(`/api/v1/settings/groups/${groupId}`, {
      values: { 'spaces.advanceBookingDays': -5 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toMatchObject({
      option: 'spaces.advanceBookingDays',
      layer: 'group',
      problem: { code: 'range', min: 0, max: 365 },
    });
  });

  it('answers 403 to a user admin without customizing_mandant_pflege, for reads and writes', async () => {
    const userCare = await signedIn(s, 'usercare@demo.example');
    expect((await userCare.get('/api/v1/groups')).status).toBe(200); // they do manage groups …
    for (const res of [
      await userCare.get('/api/v1/settings/groups'),
      await userCare.get(`/api/v1/settings/groups/${groupId}`),
      await userCare.put(`/api/v1/settings/groups/${groupId}`, { values: { 'general.zoom': 120 } }),
    ]) {
      expect(res.status).toBe(403);
    }
    const booker = await signedIn(s, 'booker@demo.example');
    expect((await booker.get('/api/v1/settings/groups')).status).toBe(403);
    expect(
      (await admin.get<Values>(`/api/v1/settings/groups/${groupId}`)).body.values['general.zoom'],
    ).toBeUndefined();
  });

  it("answers 404 for another tenant's group and for unknown ids; the other tenant lists only its own", async () => {
    const other = await signedIn(s, OTHER_ADMIN);
    expect((await other.get(`/api/v1/settings/groups/${groupId}`)).status).toBe(404);
    expect(
      (await other.put(`/api/v1/settings/groups/${groupId}`, { values: { 'general.zoom': 120 } })).status,
    ).toBe(404);
    expect((await other.get<unknown[]>('/api/v1/settings/groups')).body).toEqual([]);
    expect((await admin.get('/api/v1/settings/groups/00000000-0000-4000-8000-0000000000ff')).status).toBe(
      404,
    );
    expect(
      (await admin.get<Values>(`/api/v1/settings/groups/${groupId}`)).body.values['general.zoom'],
    ).toBeUndefined();
  });
});
