import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Issue 10: the mails of a new booking (confirmation to booker and driver, request to the
 * approvers of a special trip) in the recipient's language, read from the outbox; and the
 * deadline job that cancels special trips still undecided at the approval deadline.
 */
type Booking = { id: string; status: string; cancelReason?: string | null };

const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const HOUR = 3600_000;
const MIN = 60_000;
/** Monday 2027-04-05 06:00 UTC (08:00 in Berlin). */
const START = Date.parse('2027-04-05T06:00:00Z');
/** Tuesday 2027-04-06 00:00 UTC. */
const TUESDAY = START + 18 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();

describe('vehicle booking mails and the approval deadline job', () => {
  let s: TestServer;
  let now = START;
  let booker: ReturnType<typeof client>;
  let fleet: ReturnType<typeof client>;
  let approver: ReturnType<typeof client>;

  beforeAll(async () => {
    s = await startTestServer({}, { clock: () => now });
    // Fixed times below: the demo bookings the seed placed around the clock's date stay out.
    await s.db.pool.query('delete from vehicle_bookings');
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'tenant', tenant_id, 'vehicles.departmentCheck', 'true'::jsonb
         from users where email = 'booker@demo.example'
       on conflict (tenant_id, layer, subject_id, option) do update set value = excluded.value`,
    );
    // booker@ reads English; approver@ and fleet@ keep the default German.
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'user', id, 'general.language', '"en"'::jsonb
         from users where email = 'booker@demo.example'`,
    );
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    fleet = client(s.base, await signIn(s.base, 'fleet@demo.example'));
    approver = client(s.base, await signIn(s.base, 'approver@demo.example'));
  }, 60_000);
  afterAll(async () => s?.stop());

  const mailsTo = async (to: string, since: Date) =>
    (
      await s.db.pool.query<{ subject: string; text: string }>(
        `select subject, text from mails where "to" = $1 and created_at >= $2 order by created_at, subject`,
        [to, since],
      )
    ).rows;
  const trip = (n: number, start: number, end: number, extra: Record<string, unknown> = {}) => ({
    vehicleId: vehicle(n),
    start: at(start),
    end: at(end),
    reasonForTrip: 'Kundentermin',
    destination: 'Potsdam',
    ...extra,
  });
  const bookingRow = async (id: string) =>
    (
      await s.db.pool.query<{ status: string; cancel_reason: string | null; cancelled_at: Date | null }>(
        'select status, cancel_reason, cancelled_at from vehicle_bookings where id = $1',
        [id],
      )
    ).rows[0];

  it('confirms an ordinary booking to its booker in their language, in the same transaction', async () => {
    const since = new Date();
    const created = await booker.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(1, TUESDAY + 8 * HOUR, TUESDAY + 10 * HOUR),
    );
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('reserviert');
    const mails = await mailsTo('booker@demo.example', since);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Vehicle booked: VW Golf (B-BB 101)');
    expect(mails[0]?.text).toContain('Ben Bucher');
    expect(mails[0]?.text).toContain('Tuesday, 6 April 2027 at 10:00');
    expect(mails[0]?.text).not.toContain('gebucht');
    // nobody else is told about an ordinary trip
    expect(await mailsTo('approver@demo.example', since)).toHaveLength(0);
    // The mail row and its delivery job travel in the booking's last round trip (pg-boss's
    // insert, prepared and executed as literals): the job exists, with the queue's retry policy.
    const jobs = await s.db.pool.query<{ retry_limit: number; state: string }>(
      `select j.retry_limit, j.state from pgboss.job j join mails m on m.id = (j.data->>'mailId')::uuid
        where j.name = 'mail.send' and m."to" = 'booker@demo.example' and m.created_at >= $1`,
      [since],
    );
    expect(jobs.rows).toHaveLength(1);
    // The job only wakes a sender; retries with backoff are the outbox's own (ADR 0013).
    expect(jobs.rows[0]?.retry_limit).toBe(0);
  });

  it('a refused booking mails nobody (the mail is rolled back with it)', async () => {
    const since = new Date();
    const refused = await booker.post(
      '/api/v1/vehicle-bookings',
      trip(1, TUESDAY + 9 * HOUR, TUESDAY + 11 * HOUR),
    );
    expect(refused.status).toBe(409);
    expect(await mailsTo('booker@demo.example', since)).toHaveLength(0);
  });

  it('a booking for a colleague confirms it to both, each in their language', async () => {
    const since = new Date();
    const created = await fleet.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(2, TUESDAY + 8 * HOUR, TUESDAY + 10 * HOUR, { driverId: 'demo-booker' }),
    );
    expect(created.status).toBe(201);
    const toFleet = await mailsTo('fleet@demo.example', since);
    expect(toFleet.map((m) => m.subject)).toEqual(['Fahrzeug gebucht: VW ID.3 (B-BB 102E)']);
    expect(toFleet[0]?.text).toContain('für Ben Bucher gebucht');
    expect(toFleet[0]?.text).toContain('Dienstag, 6. April 2027 um 10:00');
    const toDriver = await mailsTo('booker@demo.example', since);
    expect(toDriver.map((m) => m.subject)).toEqual(['Vehicle booked: VW ID.3 (B-BB 102E)']);
    expect(toDriver[0]?.text).toContain('on your behalf');
  });

  it('a special trip: the approvers are asked, the booker told it is held; a user who turned the mail off is not', async () => {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'user', id, 'vehicles.mailOnApprovalRequested', 'false'::jsonb
         from users where email = 'admin@demo.example'`,
    );
    const since = new Date();
    const created = await booker.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(7, TUESDAY + 8 * HOUR, TUESDAY + 10 * HOUR),
    );
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('vorgemerkt');
    const toApprover = await mailsTo('approver@demo.example', since);
    expect(toApprover).toHaveLength(1);
    expect(toApprover[0]?.subject).toMatch(/^Sonderfahrt zur Freigabe: /);
    expect(toApprover[0]?.text).toContain('für Ben Bucher wartet auf Ihre Freigabe');
    const toBooker = await mailsTo('booker@demo.example', since);
    expect(toBooker.map((m) => m.subject)).toEqual([expect.stringMatching(/^Special trip requested: /)]);
    expect(toBooker[0]?.text).toContain('needs approval');
    // admin@ holds the permission too (a stored approver) but turned the request mail off
    const approvers = await s.db.pool.query(
      'select user_id from vehicle_booking_approvers where booking_id = $1',
      [created.body.id],
    );
    expect(approvers.rows.map((r) => r.user_id)).toContain('demo-admin');
    expect(await mailsTo('admin@demo.example', since)).toHaveLength(0);
  });

  it('the deadline job cancels an undecided special trip exactly at start + 60 min and mails the booker', async () => {
    const start = TUESDAY + 12 * HOUR;
    const held = await booker.post<Booking>('/api/v1/vehicle-bookings', trip(7, start, start + 2 * HOUR));
    const approvedLater = await booker.post<Booking>(
      '/api/v1/vehicle-bookings',
      trip(7, start + 3 * HOUR, start + 4 * HOUR),
    );
    expect([held.status, approvedLater.status]).toEqual([201, 201]);
    expect(
      (await approver.post(`/api/v1/vehicle-bookings/${approvedLater.body.id}/approve`, {})).status,
    ).toBe(200);

    now = start + 60 * MIN - 1;
    await runJob();
    expect((await bookingRow(held.body.id))?.status).toBe('vorgemerkt');

    const since = new Date();
    now = start + 60 * MIN;
    await runJob();
    const row = await bookingRow(held.body.id);
    expect(row?.status).toBe('storniert');
    expect(row?.cancel_reason).toBe('Storno, da die Sonderfahrt nicht rechtzeitig freigegeben wurde.');
    expect(row?.cancelled_at?.getTime()).toBe(now);
    // the approved one and the earlier held trip of the previous test (its deadline passed too)
    expect((await bookingRow(approvedLater.body.id))?.status).toBe('reserviert');
    const mails = await mailsTo('booker@demo.example', since);
    const expired = mails.filter((m) => m.text.includes('not approved in time'));
    expect(expired.length).toBeGreaterThanOrEqual(1);
    expect(expired[0]?.subject).toMatch(/^Vehicle booking cancelled: /);
    expect(expired[0]?.text).toContain(
      'Reason: Cancelled because the special trip was not approved in time.',
    );
    // the vehicle is free again: the same period can be booked
    now = START;
    const again = await fleet.post('/api/v1/vehicle-bookings', trip(7, start + 30 * MIN, start + 90 * MIN));
    expect(again.status).toBe(201);
    // a second run (another instance, a retry) finds nothing left and mails nobody twice
    now = start + 2 * HOUR;
    const before = (await s.db.pool.query('select count(*)::int as n from mails')).rows[0].n;
    await runJob();
    expect((await s.db.pool.query('select count(*)::int as n from mails')).rows[0].n).toBe(before);
    now = START;
  });

  it('is scheduled through pg-boss like the other periodic jobs', async () => {
    const { rows } = await s.db.pool.query(
      `select cron from pgboss.schedule where name = 'fleet.expire-special-trips'`,
    );
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });

  /** One run of the deadline job, queued as pg-boss does on each tick and worked by the server. */
  async function runJob() {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into pgboss.job (name, data) values ('fleet.expire-special-trips', '{}') returning id`,
    );
    for (let i = 0; i < 200; i++) {
      const { rows: state } = await s.db.pool.query<{ state: string }>(
        'select state from pgboss.job where id = $1',
        [rows[0]?.id],
      );
      if (state[0]?.state === 'completed') return;
      if (state[0]?.state === 'failed' || state[0]?.state === 'retry')
        throw new Error(`job ${state[0].state}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('job did not run');
  }
});
