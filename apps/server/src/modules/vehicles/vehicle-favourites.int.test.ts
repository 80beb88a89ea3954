import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type ErrorReply } from '../../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../../test/other-tenant';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/** Issue 10: favourite vehicles (user setting) and the vehicle list's department filter. */
const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const department = (n: number) => `00000000-0000-4000-8001-${String(n).padStart(12, '0')}`;
const FLEET_ONLY = vehicle(7);
const ADMINISTRATION = department(1);
const FLEET_DEPARTMENT = department(3);
const KEY = 'vehicles.favouriteVehicles';

describe('favourite vehicles and the department filter', () => {
  let s: TestServer;
  let booker: ReturnType<typeof client>;
  let bookerEn: ReturnType<typeof client>;
  let fleet: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  let foreignVehicle: string;
  let foreignDepartment: string;

  beforeAll(async () => {
    s = await startTestServer();
    const cookie = await signIn(s.base, 'booker@demo.example');
    booker = client(s.base, cookie);
    bookerEn = client(s.base, cookie, 'en');
    fleet = client(s.base, await signIn(s.base, 'fleet@demo.example'));
    await seedOtherTenant(s.db.pool);
    other = client(s.base, await signIn(s.base, OTHER_ADMIN));
    const location = await other.post<{ id: string }>('/api/v1/locations', { name: 'Anderswo' });
    expect(location.status).toBe(201);
    const created = await other.post<{ id: string }>('/api/v1/vehicles', {
      locationId: location.body.id,
      make: 'Fiat',
      model: 'Panda',
      licencePlate: 'O-AG 1',
      fuelType: 'BENZIN',
      gearbox: 'MANUELL',
    });
    expect(created.status).toBe(201);
    foreignVehicle = created.body.id;
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into departments (id, tenant_id, name) values (gen_random_uuid(), '00000000-0000-4000-9000-000000000001', 'Fremd') returning id`,
    );
    foreignDepartment = rows[0]?.id ?? '';
  });
  afterAll(async () => s?.stop());

  const favourites = async () =>
    (await booker.get<{ values: Record<string, unknown> }>('/api/v1/settings/me')).body.values[KEY];

  it('stores active vehicles of the own tenant as favourites, and removes them again', async () => {
    const saved = await booker.put('/api/v1/settings/me', { values: { [KEY]: [vehicle(1), vehicle(3)] } });
    expect(saved.status).toBe(200);
    expect(await favourites()).toEqual([vehicle(1), vehicle(3)]);
    expect((await booker.put('/api/v1/settings/me', { values: { [KEY]: [] } })).status).toBe(200);
    expect(await favourites()).toEqual([]);
  });

  it.each([
    ['another tenant', () => foreignVehicle],
    ['an unknown id', () => '00000000-0000-4000-8201-000000009999'],
    ['no uuid at all', () => 'not-a-vehicle'],
  ])('refuses %s with 422 and stores nothing', async (_name, bad) => {
    await booker.put('/api/v1/settings/me', { values: { [KEY]: [vehicle(2)] } });
    const reply = await bookerEn.put<ErrorReply>('/api/v1/settings/me', {
      values: { [KEY]: [vehicle(1), bad()] },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('SETTING_VALUE_INVALID');
    expect(reply.body.error.details).toMatchObject({ option: KEY, unknown: [bad()] });
    expect(reply.body.error.message).toContain(bad());
    expect(await favourites()).toEqual([vehicle(2)]);
  });

  it('keeps a deactivated vehicle among the favourites: the stored list stays savable', async () => {
    const created = await fleet.post<{ id: string }>('/api/v1/vehicles', {
      locationId: '00000000-0000-4000-8100-000000000001',
      make: 'VW',
      model: 'Up',
      licencePlate: 'B-FA 1',
      fuelType: 'BENZIN',
      gearbox: 'MANUELL',
      attributes: [{ attributeId: '00000000-0000-4000-8202-000000000001', value: 'nein' }],
    });
    expect(created.status).toBe(201);
    expect((await booker.put('/api/v1/settings/me', { values: { [KEY]: [created.body.id] } })).status).toBe(
      200,
    );
    expect((await fleet.post(`/api/v1/vehicles/${created.body.id}/deactivate`, {})).status).toBe(200);
    const again = await booker.put<ErrorReply>('/api/v1/settings/me', {
      values: { [KEY]: [created.body.id, vehicle(2)] },
    });
    expect(again.status).toBe(200);
    expect(await favourites()).toEqual([created.body.id, vehicle(2)]);
  });

  it("the other tenant cannot mark the demo tenant's vehicles", async () => {
    const reply = await other.put<ErrorReply>('/api/v1/settings/me', { values: { [KEY]: [vehicle(1)] } });
    expect(reply.status).toBe(422);
    expect((await other.put('/api/v1/settings/me', { values: { [KEY]: [foreignVehicle] } })).status).toBe(
      200,
    );
  });

  it('filters the list by department: its own vehicles and those of no department', async () => {
    const all = await booker.get<{ id: string; departmentIds: string[] }[]>('/api/v1/vehicles');
    expect(all.body.map((v) => v.id)).toContain(FLEET_ONLY);
    const admin = await booker.get<{ id: string; departmentIds: string[] }[]>(
      `/api/v1/vehicles?departmentId=${ADMINISTRATION}`,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.map((v) => v.id)).not.toContain(FLEET_ONLY);
    expect(admin.body.every((v) => v.departmentIds.length === 0)).toBe(true);
    expect(admin.body).toHaveLength(all.body.length - 1);
    const fleetDept = await booker.get<{ id: string }[]>(`/api/v1/vehicles?departmentId=${FLEET_DEPARTMENT}`);
    expect(fleetDept.body.map((v) => v.id).sort()).toEqual(all.body.map((v) => v.id).sort());
  });

  it('the department filter combines with the free-between search; bad and foreign ids are 400/404', async () => {
    // A pinned hour, not the wall clock: the answer's shape is asserted, not which vehicle is free.
    const from = '2031-03-04T09:00:00.000Z';
    const to = '2031-03-04T10:00:00.000Z';
    const q = `departmentId=${ADMINISTRATION}&from=${from}&to=${to}`;
    const found = await booker.get<{ id: string; availability?: unknown }[]>(`/api/v1/vehicles?${q}`);
    expect(found.status).toBe(200);
    expect(found.body.every((v) => v.availability !== undefined)).toBe(true);
    expect(found.body.map((v) => v.id)).not.toContain(FLEET_ONLY);
    expect((await booker.get('/api/v1/vehicles?departmentId=nope')).status).toBe(400);
    expect((await booker.get(`/api/v1/vehicles?departmentId=${foreignDepartment}`)).status).toBe(404);
  });

  it("a vehicle's picture loads from the tenant key the session names (GET /me tenant.key)", async () => {
    const me = await booker.get<{ tenant: { key?: string } }>('/api/v1/me');
    expect(me.body.tenant.key).toBeTruthy();
    const first = await booker.get<{ imageFile: string | null }>(`/api/v1/vehicles/${vehicle(1)}`);
    expect(first.body.imageFile).toBeTruthy();
    const picture = await fetch(
      `${s.base}/api/v1/files/vehicles/${me.body.tenant.key}/${first.body.imageFile}`,
      { headers: { cookie: await signIn(s.base, 'booker@demo.example') } },
    );
    expect(picture.status).toBe(200);
  });
});
