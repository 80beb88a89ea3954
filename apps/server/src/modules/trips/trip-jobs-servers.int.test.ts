import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDemoTrips, HOUR, MIN, vehicle } from '../../../test/fleet-fixtures';
import { startSecondServer, startTestServer, type TestServer } from '../../../test/test-server';
import type { RunningServer } from '../../server';
import { TRIP_SWEEP_JOB } from './trips.module';

/**
 * The trip sweep as the running app does it (ADR 0009 gap 4): three complete servers on one
 * database, each working pg-boss jobs with the sweep registered by registerFleetJobs; a burst of
 * sweep jobs is worked by whichever instances fetch them, and each occurrence still happens once.
 */
const NOW = Date.parse('2027-03-01T06:00:00Z');

describe('trip sweep on three running servers', () => {
  let s: TestServer;
  const more: RunningServer[] = [];
  let now = NOW;

  beforeAll(async () => {
    s = await startTestServer({}, { clock: () => now });
    for (let i = 0; i < 2; i++) {
      more.push(await startSecondServer(s, {}, { clock: () => now }));
    }
    await clearDemoTrips(s.db.pool);
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'tenant', tenant_id, 'vehicles.autoCancelMissingCheckIn', 'true'::jsonb
         from users where email = 'booker@demo.example'`,
    );
  }, 120_000);
  afterAll(async () => {
    for (const m of more) await m.stop();
    await s?.stop();
  });

  it('a burst of sweep jobs on three instances cancels once and mails once', async () => {
    const start = NOW + HOUR;
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id)
       select tenant_id, id, 'reserviert', $2, $3, 'demo-booker', 'demo-booker' from vehicles where id = $1 returning id`,
      [vehicle(1), new Date(start), new Date(start + 2 * HOUR)],
    );
    const id = rows[0]?.id;
    await new Promise((r) => setTimeout(r, 1100)); // the instances' settings caches (1 s)
    now = start + 60 * MIN;
    const jobs = await s.db.pool.query<{ id: string }>(
      `insert into pgboss.job (name, data) select $1, '{}'::jsonb from generate_series(1, 9) returning id`,
      [TRIP_SWEEP_JOB],
    );
    const ids = jobs.rows.map((r) => r.id);
    for (let i = 0; i < 400; i++) {
      const { rows: states } = await s.db.pool.query<{ state: string }>(
        'select state from pgboss.job where id = any($1::uuid[])',
        [ids],
      );
      if (states.some((r) => r.state === 'failed' || r.state === 'retry'))
        throw new Error('a sweep job failed');
      if (states.every((r) => r.state === 'completed')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const { rows: done } = await s.db.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state = 'completed'`,
      [ids],
    );
    expect(done[0]?.n).toBe(9);
    const booking = await s.db.pool.query(
      'select status, cancel_reason from vehicle_bookings where id = $1',
      [id],
    );
    expect(booking.rows[0]).toEqual({
      status: 'storniert',
      cancel_reason: 'Storno, da der Check-in nicht rechtzeitig erfolgte.',
    });
    const mails = await s.db.pool.query<{ n: number }>(
      `select count(*)::int as n from mails where "to" = 'booker@demo.example' and subject like '%(B-BB 101)%'`,
    );
    expect(mails.rows[0]?.n).toBe(1);
  });
});
