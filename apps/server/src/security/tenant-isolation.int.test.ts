import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/http-client';
import { OTHER_ADMIN, seedOtherTenant } from '../../test/other-tenant';
import { signIn, type TestServer, useTestServer } from '../../test/test-server';

/** Ids of the demo tenant that a user of another tenant must never reach. */
const DEMO = {
  tenant: '00000000-0000-4000-8000-000000000001',
  role: '00000000-0000-4000-8002-000000000001',
  group: '00000000-0000-4000-8003-000000000001',
  user: 'demo-booker',
  plan: '00000000-0000-4000-8101-000000000001',
};

async function demoIds(s: TestServer): Promise<Record<string, string>> {
  const one = async (sql: string) => String((await s.db.pool.query(sql, [DEMO.tenant])).rows[0]?.id ?? '');
  await s.db.pool.query(
    "insert into kiosk_tokens (tenant_id, floor_plan_id, name, token_hash) values ($1, '00000000-0000-4000-8101-000000000001', 'Foyer', 'x')",
    [DEMO.tenant],
  );
  return {
    location: await one('select id from locations where tenant_id = $1 limit 1'),
    equipment: await one('select id from equipment where tenant_id = $1 limit 1'),
    seat: await one(
      "select s.id from spaces s join floor_plans f on f.id = s.floor_plan_id where s.tenant_id = $1 and f.product = 'lesesaal' limit 1",
    ),
    booking: await one(
      "select b.id from space_bookings b join spaces s on s.id = b.space_id join floor_plans f on f.id = s.floor_plan_id where b.tenant_id = $1 and f.product = 'lesesaal' limit 1",
    ),
    exception: await one('select id from opening_exceptions where tenant_id = $1 limit 1'),
    token: await one('select id from kiosk_tokens where tenant_id = $1 limit 1'),
    vehicle: await one('select id from vehicles where tenant_id = $1 limit 1'),
    attribute: await one('select id from object_attributes where tenant_id = $1 limit 1'),
    logbookEntry: await one('select id from logbook_entries where tenant_id = $1 order by id limit 1'),
    // The demo's past logbook report (made at seed, ADR 0015).
    report: await one('select id from reports where tenant_id = $1 limit 1'),
    // A fixed instant years after the demo's trips (seeded around the real date): never overlaps them,
    // whatever day and hour the suite runs (issue 22 point 14).
    vehicleBooking: await one(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, 'vorgemerkt', '2031-03-04T08:00:00Z', '2031-03-04T10:00:00Z', 'demo-booker', 'demo-booker'
         from vehicles where tenant_id = $1 order by id limit 1 returning id`,
    ),
  };
}

/** A valid body (and query) per route, so the request passes validation and reaches authorisation and scoping. */
const BODIES: Record<string, unknown> = {
  'PUT /api/v1/roles/{id}': { name: 'Übernommen', permissions: [] },
  'PUT /api/v1/groups/{id}': { name: 'Übernommen', roleIds: [] },
  'PATCH /api/v1/users/{id}': { firstName: 'Gekapert', status: 'inaktiv' },
  'PUT /api/v1/users/{id}/licence': { number: 'GEKAPERT', issueDate: '2010-01-01', classes: { CE: true } },
  'PUT /api/v1/tenants/{id}': { name: 'Gekapert', domains: [], legacy: null },
  'PUT /api/v1/settings/groups/{id}': { values: { 'spaces.bookingStepMinutes': 30 } },
  'PUT /api/v1/locations/{id}': { name: 'Gekapert', parkingSpaces: 1 },
  'PUT /api/v1/equipment/{id}': { name: 'Gekapert' },
  'PUT /api/v1/vehicles/{id}/key-compartment': { keyCompartment: '99' },
  'PUT /api/v1/spaces/{product}/floor-plans/{id}': { name: 'Gekapert' },
  'PUT /api/v1/spaces/{product}/seats/{id}': { floorPlanId: DEMO.plan, label: 'Gekapert' },
  'PATCH /api/v1/spaces/{product}/seats/{id}/position': { posX: 1, posY: 1 },
  'PUT /api/v1/spaces/{product}/floor-plans/{id}/opening-hours': { weekly: [] },
  'POST /api/v1/spaces/{product}/floor-plans/{id}/opening-hours/exceptions': {
    validFrom: '2026-12-01',
    validTo: '2026-12-01',
    from: '08:00',
    to: '18:00',
    status: 'geschlossen',
  },
  'POST /api/v1/spaces/{product}/floor-plans/{id}/kiosk-tokens': { name: 'Gekapert' },
  'POST /api/v1/spaces/{product}/seats/{id}/cancel-all': { reason: 'Gekapert' },
  'POST /api/v1/spaces/{product}/bookings/{id}/cancel': { reason: 'Gekapert' },
  'PATCH /api/v1/vehicles/{id}': { licencePlate: 'GEKAPERT 1', seats: 1 },
  'PATCH /api/v1/vehicle-bookings/{id}': { information: 'Gekapert' },
  'PUT /api/v1/object-attributes/{id}': { object: 'FAHRZEUG', type: 'TEXT', label: 'Gekapert' },
  'POST /api/v1/vehicles/{id}/blocks': {
    type: 'DEFEKT',
    start: '2030-01-07T08:00:00Z',
    end: '2030-01-07T10:00:00Z',
    description: 'Gekapert',
  },
  'POST /api/v1/vehicles/{id}/service-booklet': {
    type: 'SERVICE',
    start: '2026-01-07T08:00:00Z',
    end: '2026-01-07T10:00:00Z',
    description: 'Gekapert',
  },
  'POST /api/v1/vehicle-bookings/{id}/check-in': { mileage: 1, attributes: {} },
  'POST /api/v1/logbook-entries/{id}/versions': { changes: { partner: 'Gekapert' }, reason: 'Gekapert' },
  'POST /api/v1/vehicle-bookings/{id}/check-out': { mileage: 1, cleanlinessInside: 'sauber' },
};
const QUERIES: Record<string, string> = {
  'GET /api/v1/spaces/{product}/floor-plans/{id}/map': '?date=2026-11-24',
  'GET /api/v1/vehicles/{id}/start-times': '?date=2026-11-24',
  'GET /api/v1/vehicles/{id}/bookings': '?from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z',
};

/**
 * Path parameters that are not ids of another tenant's data: uploads always go to the caller's
 * tenant; /public answers a tenant's published plans to everybody alike (ADR 0016; its refusals
 * are proved in public-occupancy.int.test.ts, and a private plan is probed below).
 */
const NOT_AN_ID = new Set([
  'POST /api/v1/files/{bucket}',
  'GET /api/v1/public/occupancy/{tenantKey}',
  'GET /api/v1/public/occupancy/{tenantKey}/events',
]);
/** The demo's work floor: not public, so /public refuses it like any foreign plan. */
const PRIVATE_PLAN = '00000000-0000-4000-8101-000000000002';

function concretePath(path: string, ids: Record<string, string>): string {
  const id = (): string => {
    if (path.includes('/roles/')) return DEMO.role;
    if (path.includes('/groups/')) return DEMO.group;
    if (path.includes('/users/')) return DEMO.user;
    if (path.includes('/tenants/')) return DEMO.tenant;
    if (path.includes('/locations/')) return ids.location ?? '';
    if (path.includes('/equipment/')) return ids.equipment ?? '';
    if (path.includes('/vehicle-bookings/')) return ids.vehicleBooking ?? '';
    if (path.includes('/vehicles/')) return ids.vehicle ?? '';
    if (path.includes('/object-attributes/')) return ids.attribute ?? '';
    if (path.includes('/logbook-entries/')) return ids.logbookEntry ?? '';
    if (path.includes('/reports/')) return ids.report ?? '';
    if (path.includes('/seats/')) return ids.seat ?? '';
    if (path.includes('/bookings/')) return ids.booking ?? '';
    if (path.includes('/floor-plans/')) return DEMO.plan;
    return DEMO.group;
  };
  return (
    path
      // The work floor's image: the reading room is public, its image is for everyone (ADR 0016).
      .replace('/files/{bucket}/{tenantKey}/{fileName}', '/files/floor-plans/demo/work-floor.svg')
      .replace('/public/occupancy/{tenantKey}/{floorPlanId}', `/public/occupancy/demo/${PRIVATE_PLAN}`)
      .replace('{product}', path.includes('/seats/') || path.includes('/bookings/') ? 'lesesaal' : 'lesesaal')
      .replace('{exceptionId}', ids.exception ?? '')
      .replace('{tokenId}', ids.token ?? '')
      .replace('{id}', id())
  );
}

async function snapshot(s: TestServer): Promise<string> {
  const q = (sql: string) => s.db.pool.query(sql).then((r) => r.rows);
  const tenantId = `'${DEMO.tenant}'`;
  return JSON.stringify([
    await q(`select * from tenants where id = ${tenantId}`),
    await q(`select * from tenant_domains where tenant_id = ${tenantId} order by domain`),
    await q(`select * from roles where tenant_id = ${tenantId} order by id`),
    await q(`select * from role_permissions where tenant_id = ${tenantId} order by role_id, permission`),
    await q(`select * from groups where tenant_id = ${tenantId} order by id`),
    await q(`select * from group_roles where tenant_id = ${tenantId} order by group_id, role_id`),
    await q(
      `select id, email, first_name, last_name, status, department_id from users where tenant_id = ${tenantId} order by id`,
    ),
    await q(`select * from user_roles where tenant_id = ${tenantId} order by user_id, role_id`),
    await q(`select * from user_groups where tenant_id = ${tenantId} order by user_id, group_id`),
    await q(`select * from vehicles where tenant_id = ${tenantId} order by id`),
    await q(`select * from vehicle_history where tenant_id = ${tenantId} order by id`),
    await q(`select * from vehicle_bookings where tenant_id = ${tenantId} order by id`),
    await q(
      `select * from vehicle_booking_approvers where tenant_id = ${tenantId} order by booking_id, user_id`,
    ),
    await q(`select * from object_attributes where tenant_id = ${tenantId} order by id`),
    await q(`select * from service_booklet_entries where tenant_id = ${tenantId} order by id`),
    await q(`select * from vehicle_history_damages where tenant_id = ${tenantId} order by id`),
    await q(`select * from logbook_versions where tenant_id = ${tenantId} order by id`),
    await q(`select * from driver_licences where tenant_id = ${tenantId} order by id`),
    await q(`select * from driver_licence_checks where tenant_id = ${tenantId} order by id`),
    await q(`select * from reports where tenant_id = ${tenantId} order by id`),
    await q(
      `select tenant_id, layer, subject_id, option, value from setting_values where tenant_id = ${tenantId} order by id`,
    ),
  ]);
}

describe('tenant isolation over every route of the OpenAPI document', () => {
  const s = useTestServer();
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    await seedOtherTenant(s.db.pool);
    paths = ((await (await fetch(`${s.base}/api/docs/json`)).json()) as { paths: typeof paths }).paths;
  });

  it('answers 404 (or 403) to a foreign admin asking for any id of the demo tenant, and nothing changes', async () => {
    const other = await signedIn(s, OTHER_ADMIN);
    const ids = await demoIds(s);
    const before = await snapshot(s);
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      if (!/\{(?!product\})/.test(path)) continue; // only {product}: not another tenant's id
      for (const method of Object.keys(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (NOT_AN_ID.has(key)) continue;
        const res = await other.call(
          method.toUpperCase(),
          `${concretePath(path, ids)}${QUERIES[key] ?? ''}`,
          BODIES[key] ?? (method === 'get' || method === 'delete' ? undefined : {}),
        );
        expect([403, 404], `${key} -> ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        checked.push(key);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/v1/users/{id}',
        'PATCH /api/v1/users/{id}',
        'DELETE /api/v1/roles/{id}',
        'PUT /api/v1/settings/groups/{id}',
        'PATCH /api/v1/vehicles/{id}',
        'POST /api/v1/vehicles/{id}/deactivate',
        'GET /api/v1/vehicles/{id}/history',
        'DELETE /api/v1/object-attributes/{id}',
        'POST /api/v1/vehicle-bookings/{id}/approve',
        'POST /api/v1/vehicle-bookings/{id}/reject',
        'POST /api/v1/vehicle-bookings/{id}/cancel',
        'GET /api/v1/vehicles/{id}/start-times',
        'GET /api/v1/vehicles/{id}/bookings',
        'PATCH /api/v1/vehicle-bookings/{id}',
        'GET /api/v1/vehicles/{id}/calendar-feed',
        'POST /api/v1/vehicles/{id}/calendar-feed',
        'DELETE /api/v1/vehicles/{id}/calendar-feed',
        'GET /api/v1/calendar/{file}',
        'GET /api/v1/vehicles/{id}/logbook',
        'GET /api/v1/vehicles/{id}/logbook/verify',
        'POST /api/v1/logbook-entries/{id}/versions',
        'GET /api/v1/users/{id}/licence',
        'PUT /api/v1/users/{id}/licence',
        'POST /api/v1/users/{id}/licence/checks',
        'GET /api/v1/reports/{id}',
        'GET /api/v1/reports/{id}/logbook.pdf',
        'GET /api/v1/reports/{id}/logbook.xlsx',
      ]),
    );
    expect(await snapshot(s)).toBe(before);
  });

  it('never lists another tenant’s rows', async () => {
    const other = await signedIn(s, OTHER_ADMIN);
    const lists = [
      '/api/v1/users',
      '/api/v1/roles',
      '/api/v1/groups',
      '/api/v1/departments',
      '/api/v1/audit',
      '/api/v1/settings/tenant',
      '/api/v1/vehicles?includeInactive=true',
      '/api/v1/object-attributes',
      '/api/v1/vehicle-overview?from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z',
      '/api/v1/logbook/mine',
    ];
    for (const path of lists) {
      const res = await other.get(path);
      expect(res.status, path).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text, path).not.toContain('demo.example');
      expect(text, path).not.toContain(DEMO.role);
      expect(text, path).not.toContain(DEMO.group);
      expect(text, path).not.toContain('Verwaltung');
      expect(text, path).not.toContain('B-BB 10'); // demo vehicles' plates
      expect(text, path).not.toContain('Tankkarte'); // a demo object attribute
    }
  });

  it('refuses state-changing requests from a foreign origin, and changes nothing', async () => {
    const cookie = await signIn(s.base, 'admin@demo.example');
    const before = await snapshot(s);
    const res = await fetch(`${s.base}/api/v1/roles`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'CSRF', permissions: [] }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FOREIGN_ORIGIN');
    const site = await fetch(`${s.base}/api/v1/roles`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'CSRF', permissions: [] }),
    });
    expect(site.status).toBe(403);
    expect(await snapshot(s)).toBe(before);
  });
});
