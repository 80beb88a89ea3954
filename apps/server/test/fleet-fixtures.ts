import type pg from 'pg';
import { beforeAll } from 'vitest';
import { seedOtherTenant } from './other-tenant';
import { type TestServer, useTestServer } from './test-server';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
export const at = (ms: number) => new Date(ms).toISOString();
/** The id of the demo seed's vehicle number n (packages/db/src/seed/demo-fleet.ts). */
export const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;

/**
 * Fixed-clock fleet tests start without the demo trips the seed placed after the real date
 * (packages/db/src/seed/demo-fleet.ts).
 */
export async function clearDemoTrips(pool: pg.Pool): Promise<void> {
  await pool.query('delete from vehicle_bookings');
  // and the readings of the demo's completed trip (its CHECK_IN/CHECK_OUT entries, issue 11)
  await pool.query(`delete from vehicle_history where type in ('CHECK_IN', 'CHECK_OUT')`);
}

/** Turns boolean vehicle policies on for the demo tenant (tenant layer), whatever the seed set. */
export async function enableFleetPolicies(
  pool: pg.Pool,
  options: readonly string[] = ['vehicles.departmentCheck', 'vehicles.individualBookingTimes'],
): Promise<void> {
  await pool.query(
    `insert into setting_values (tenant_id, layer, subject_id, option, value)
     select t.id, 'tenant', t.id, o, 'true'::jsonb
       from tenants t, unnest($1::text[]) o
      where t.id = (select tenant_id from users where email = 'booker@demo.example')
     on conflict (tenant_id, layer, subject_id, option) do update set value = excluded.value`,
    [options],
  );
}

/** Gives the other tenant's admin role (seedOtherTenant) more permissions, so only tenant isolation refuses. */
export async function grantOtherAdmin(pool: pg.Pool, permissions: readonly string[]): Promise<void> {
  await pool.query(
    `insert into role_permissions (tenant_id, role_id, permission, value)
     select tenant_id, role_id, p, 'true' from role_permissions, unnest($1::text[]) p
      where role_id = '00000000-0000-4000-9002-000000000001' and permission = 'fahrzeug_pflege'
     on conflict do nothing`,
    [permissions],
  );
}

/**
 * The test server of a fleet describe block (see useTestServer) on the given clock, without the
 * demo trips and with the other tenant; `policies` also turns the vehicle policies on.
 */
export function useFleetServer(
  clock: () => number,
  opts: { env?: Record<string, string>; otherTenant?: boolean; policies?: boolean } = {},
): TestServer {
  const s = useTestServer(opts.env, { clock });
  beforeAll(async () => {
    await clearDemoTrips(s.db.pool);
    if (opts.otherTenant ?? true) await seedOtherTenant(s.db.pool);
    if (opts.policies) await enableFleetPolicies(s.db.pool);
  });
  return s;
}
