import type pg from 'pg';

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
