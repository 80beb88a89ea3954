import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

type Values = { values: Record<string, unknown> };
type Effective = { values: Record<string, unknown>; sources: Record<string, string> };

describe('layered settings', () => {
  let s: TestServer;
  let admin: ReturnType<typeof client>;
  beforeAll(async () => {
    s = await startTestServer();
    admin = client(s.base, await signIn(s.base, 'admin@demo.example'));
  });
  afterAll(async () => s?.stop());

  it('resolves user > group > tenant > default', async () => {
    const booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
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
    const booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    const unknown = await booker.put<ErrorReply>('/api/v1/settings/me', {
      values: { 'general.flying': true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('NO_CUSTOMIZING_OPTION');
    const policy = await booker.put<ErrorReply>('/api/v1/settings/me', {
      values: { 'general.internalUserManagement': false },
    });
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
});
