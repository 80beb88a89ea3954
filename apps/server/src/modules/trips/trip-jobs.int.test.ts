import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { client } from '../../../test/http-client';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { createDb, createPool } from '../../platform/database/database';
import { Jobs } from '../../platform/jobs/jobs';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { MailOutbox } from '../notifications/notifications.module';
import { SettingsService } from '../settings/settings.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { sweepTrips, TRIP_SWEEP_JOB } from './trips.module';

/**
 * Issue 11 point 2 (ADR 0009 gap 4): the trip sweep — a missed check-in cancelled once, the notice
 * before the end and the missing check-out reminders once each (a late sweep sends only the latest
 * reminder, an extended end arms them anew), an unconfirmed guest booking cancelled at its start,
 * and all of it once even when three app instances sweep the same database at the same moment.
 * The server runs without its job worker (JOBS=false): every sweep here is called at a set clock.
 */
const vehicle = (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`;
const HOUR = 3600_000;
const MIN = 60_000;
/** Monday 2027-03-01 06:00 UTC (07:00 in Berlin): after every seeded booking. */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

type Instance = { deps: FleetDeps; stop: () => Promise<void> };

describe('trip sweep (timed work of trips)', () => {
  let s: TestServer;
  let now = NOW;
  const instances: Instance[] = [];
  let booker: ReturnType<typeof client>;

  /**
   * What an app instance hands the fleet job (app.ts registerFleetJobs): its own pool, settings,
   * pg-boss and mail outbox on the shared database, the test's clock.
   */
  async function startInstance(): Promise<Instance> {
    const pool = createPool(s.db.url, 5, () => undefined);
    const db = createDb(pool);
    const jobs = await Jobs.start(pool, { work: false, onError: () => undefined });
    const outbox = new MailOutbox(db, jobs, createMailTransport(undefined, 'test@buchbar.example'));
    const settings = new SettingsService(pool, db, { record: async () => undefined });
    return {
      deps: { pool, db, settings, outbox, clock: () => now },
      stop: async () => {
        await jobs.stop();
        await pool.end();
      },
    };
  }

  beforeAll(async () => {
    s = await startTestServer({ JOBS: 'false' }, { clock: () => now });
    await clearDemoTrips(s.db.pool);
    // booker@ reads English; guests get both languages.
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'user', id, 'general.language', '"en"'::jsonb
         from users where email = 'booker@demo.example'`,
    );
    booker = client(s.base, await signIn(s.base, 'booker@demo.example'));
    for (let i = 0; i < 3; i++) instances.push(await startInstance());
  }, 60_000);
  afterAll(async () => {
    for (const i of instances) await i.stop();
    await s?.stop();
  });

  const sweep = (i = 0) => sweepTrips((instances[i] as Instance).deps);

  async function setTenant(option: string, value: unknown) {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'tenant', tenant_id, $1, $2::jsonb from users where email = 'booker@demo.example'
       on conflict (tenant_id, layer, subject_id, option) do update set value = excluded.value`,
      [option, JSON.stringify(value)],
    );
    // Each instance keeps effective settings for a second (SettingsService.effective).
    await new Promise((r) => setTimeout(r, 1100));
  }

  async function insertBooking(
    n: number,
    start: number,
    end: number,
    o: { status?: string; guest?: { email: string; confirmed: boolean } } = {},
  ) {
    const { rows } = await s.db.pool.query<{ id: string }>(
      `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id,
                                     guest_name, guest_email, guest_confirmed)
       select tenant_id, id, $2, $3, $4, 'demo-booker', $5, $6, $7, $8 from vehicles where id = $1 returning id`,
      [
        vehicle(n),
        o.status ?? 'reserviert',
        new Date(start),
        new Date(end),
        o.guest ? null : 'demo-booker',
        o.guest ? 'Greta Gast' : null,
        o.guest?.email ?? null,
        o.guest?.confirmed ?? false,
      ],
    );
    return rows[0]?.id ?? '';
  }

  const row = async (id: string) =>
    (
      await s.db.pool.query<{ status: string; cancel_reason: string | null; cancelled_at: Date | null }>(
        'select status, cancel_reason, cancelled_at from vehicle_bookings where id = $1',
        [id],
      )
    ).rows[0];

  /** The outbox's mails naming vehicle n, oldest first. */
  const mailsAbout = async (n: number) =>
    (
      await s.db.pool.query<{ to: string; subject: string; text: string }>(
        `select "to", subject, text from mails
          where subject like '%(' || (select licence_plate from vehicles where id = $1) || ')%'
          order by created_at, id`,
        [vehicle(n)],
      )
    ).rows;

  it('cancels a missed check-in once, only with automatic cancellation on, frees the car and mails the driver', async () => {
    const start = NOW + HOUR;
    const id = await insertBooking(1, start, start + 4 * HOUR);
    now = start + 60 * MIN;
    await setTenant('vehicles.autoCancelMissingCheckIn', false);
    expect((await sweep()).cancelled).toEqual([]);
    expect((await row(id))?.status).toBe('reserviert');

    await setTenant('vehicles.autoCancelMissingCheckIn', true);
    now = start + 60 * MIN - 1; // check-in is still offered (checkInActiveMinutes 60)
    expect((await sweep()).cancelled).toEqual([]);
    now = start + 60 * MIN;
    expect((await sweep()).cancelled).toEqual([id]);
    const cancelled = await row(id);
    expect(cancelled?.status).toBe('storniert');
    expect(cancelled?.cancel_reason).toBe('Storno, da der Check-in nicht rechtzeitig erfolgte.');
    expect(cancelled?.cancelled_at?.getTime()).toBe(now);
    const mails = await mailsAbout(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'booker@demo.example',
      subject: 'Vehicle booking cancelled: VW Golf (B-BB 101)',
    });
    expect(mails[0]?.text).toContain('Reason: Cancelled because the check-in did not happen in time.');
    expect(mails[0]?.text).not.toContain('Grund');

    // Later sweeps (a retry, another minute) do nothing more.
    now = start + 2 * HOUR;
    expect(await sweep()).toEqual({ cancelled: [], notices: [], guestsExpired: [] });
    expect(await mailsAbout(1)).toHaveLength(1);

    // The car is free again for the rest of the period.
    const again = await booker.post<{ status: string; error?: unknown }>('/api/v1/vehicle-bookings', {
      vehicleId: vehicle(1),
      start: at(start + 2 * HOUR + 40 * MIN),
      end: at(start + 4 * HOUR),
    });
    expect(again.body.error).toBeUndefined();
    expect(again.status).toBe(201);
  });

  it('sends the notice before the end and each reminder once; extending the end arms them anew', async () => {
    const end = NOW + 2 * HOUR;
    const id = await insertBooking(2, NOW - HOUR, end, { status: 'aktiv' });
    const subjects = async () => (await mailsAbout(2)).map((m) => m.subject);
    // Only this trip's notices: other bookings of the file may have their start reminder now.
    const own = (key: string) => key.includes(id);

    now = end - 16 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([]);
    now = end - 15 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([`vehicle-booking:${id}:check-out-notice:${end}`]);
    now = end - 10 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([]);
    expect(await subjects()).toEqual(['Trip ends in 15 minutes: VW ID.3 (B-BB 102E)']);

    now = end + 14 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([]);
    now = end + 15 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([
      `vehicle-booking:${id}:missing-check-out:${end}:15`,
    ]);
    now = end + 30 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([]);
    now = end + 60 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([
      `vehicle-booking:${id}:missing-check-out:${end}:60`,
    ]);
    now = end + 5 * HOUR;
    expect((await sweep()).notices.filter(own)).toEqual([]);
    const sent = await mailsAbout(2);
    expect(sent.map((m) => m.subject)).toEqual([
      'Trip ends in 15 minutes: VW ID.3 (B-BB 102E)',
      'Check-out missing: VW ID.3 (B-BB 102E)',
      'Check-out missing: VW ID.3 (B-BB 102E)',
    ]);
    expect(sent.every((m) => m.to === 'booker@demo.example')).toBe(true);
    expect(sent[1]?.text).toContain('15 minutes ago');
    expect(sent[2]?.text).toContain('60 minutes ago');

    // The trip is extended: its new end has its own notice and reminders.
    const later = end + 8 * HOUR;
    await s.db.pool.query('update vehicle_bookings set end_at = $2 where id = $1', [id, new Date(later)]);
    now = later - 15 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([`vehicle-booking:${id}:check-out-notice:${later}`]);
    now = later + 15 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([
      `vehicle-booking:${id}:missing-check-out:${later}:15`,
    ]);
    expect(await subjects()).toHaveLength(5);

    // Checked out: nothing more.
    await s.db.pool.query(`update vehicle_bookings set status = 'durchgefuehrt' where id = $1`, [id]);
    now = later + 60 * MIN;
    expect((await sweep()).notices.filter(own)).toEqual([]);
    expect(await subjects()).toHaveLength(5);
  });

  it('a sweep that ran late sends only the latest reminder reached, no burst and no stale notice', async () => {
    const end = NOW + 20 * HOUR;
    const id = await insertBooking(3, NOW, end, { status: 'aktiv' });
    now = end + 70 * MIN;
    expect((await sweep()).notices).toEqual([`vehicle-booking:${id}:missing-check-out:${end}:60`]);
    now = end + 75 * MIN;
    expect((await sweep()).notices).toEqual([]);
    const sent = await mailsAbout(3);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('60 minutes ago');
  });

  it('cancels an unconfirmed guest booking at its start and tells the staff member; the guest hears of a missed check-in', async () => {
    const start = NOW + 30 * HOUR;
    const unconfirmed = await insertBooking(4, start, start + 2 * HOUR, {
      status: 'vorgemerkt',
      guest: { email: 'greta@guest.example', confirmed: false },
    });
    const confirmed = await insertBooking(5, start, start + 2 * HOUR, {
      guest: { email: 'greta@guest.example', confirmed: true },
    });
    now = start - 1;
    expect((await sweep()).guestsExpired).toEqual([]);
    now = start;
    const first = await sweep();
    expect(first.guestsExpired).toEqual([unconfirmed]);
    expect(first.cancelled).toEqual([]);
    expect(await row(unconfirmed)).toMatchObject({
      status: 'storniert',
      cancel_reason: 'Storno, da der Gast die Buchung nicht rechtzeitig bestätigt hat.',
    });
    expect((await row(confirmed))?.status).toBe('reserviert');
    // The staff member's mails about the cancelled guest trip (the confirmed one may remind them).
    const staff = (await mailsAbout(4)).filter((m) => m.subject.startsWith('Guest booking cancelled'));
    expect(staff).toHaveLength(1);
    expect(staff[0]?.to).toBe('booker@demo.example');
    expect(staff[0]?.subject).toMatch(/^Guest booking cancelled: /);
    expect(staff[0]?.text).toContain('for Greta Gast');
    expect(staff[0]?.text).toContain(
      'Reason: Cancelled because the guest did not confirm the booking in time.',
    );
    now = start + 5 * MIN;
    expect((await sweep()).guestsExpired).toEqual([]);
    expect((await mailsAbout(4)).filter((m) => m.subject.startsWith('Guest booking cancelled'))).toHaveLength(
      1,
    );

    // The confirmed guest's trip nobody checked in: the guest is mailed, in both languages.
    now = start + 60 * MIN;
    expect((await sweep()).cancelled).toEqual([confirmed]);
    // The guest also had the reminder before the start (catalogue vehicles.reminderBeforeStart).
    const guest = (await mailsAbout(5)).filter((m) => m.subject.includes('storniert'));
    expect(guest).toHaveLength(1);
    expect(guest[0]?.to).toBe('greta@guest.example');
    expect(guest[0]?.text).toContain('Grund: Storno, da der Check-in nicht rechtzeitig erfolgte.');
    expect(guest[0]?.text).toContain('Reason: Cancelled because the check-in did not happen in time.');
  });

  it('three app instances on one database sweeping at once: still one cancellation, one mail each', async () => {
    const start = NOW + 40 * HOUR;
    const missed = await insertBooking(6, start, start + 2 * HOUR);
    const running = await insertBooking(7, start - HOUR, start + 30 * MIN, { status: 'aktiv' });
    const guest = await insertBooking(8, start + 30 * MIN, start + HOUR, {
      status: 'vorgemerkt',
      guest: { email: 'gus@guest.example', confirmed: false },
    });
    now = start + 60 * MIN; // missed check-in due, 30 min after the running trip's end, guest start passed
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([sweep(0), sweep(1), sweep(2)]);
      const all = (k: 'cancelled' | 'notices' | 'guestsExpired') => results.flatMap((r) => r[k]);
      expect(all('cancelled')).toEqual(round === 0 ? [missed] : []);
      expect(all('guestsExpired')).toEqual(round === 0 ? [guest] : []);
      expect(all('notices')).toEqual(
        round === 0 ? [`vehicle-booking:${running}:missing-check-out:${start + 30 * MIN}:15`] : [],
      );
    }
    expect((await row(missed))?.status).toBe('storniert');
    expect((await row(guest))?.status).toBe('storniert');
    expect(await mailsAbout(6)).toHaveLength(1);
    expect(await mailsAbout(7)).toHaveLength(1);
    expect(await mailsAbout(8)).toHaveLength(1);
    const keys = await s.db.pool.query<{ n: number }>(
      `select count(*)::int as n from fleet_job_occurrences where occurrence_key like any($1)`,
      [[`vehicle-booking:${missed}:%`, `vehicle-booking:${running}:%`, `vehicle-booking:${guest}:%`]],
    );
    expect(keys.rows[0]?.n).toBe(3);
  });

  it('a driver who switched off cancellation mails is not mailed; the notices still come', async () => {
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'user', id, 'vehicles.mailOnBookingCancelled', 'false'::jsonb
         from users where email = 'booker@demo.example'`,
    );
    await new Promise((r) => setTimeout(r, 1100));
    const start = NOW + 50 * HOUR;
    const missed = await insertBooking(9, start, start + 2 * HOUR);
    const running = await insertBooking(10, start - 2 * HOUR, start + 30 * MIN, { status: 'aktiv' });
    now = start + 60 * MIN;
    const result = await sweep();
    expect(result.cancelled).toEqual([missed]);
    // (the running trip of the previous test reached its 60-minute reminder meanwhile)
    expect(result.notices.filter((k) => k.includes(running))).toEqual([
      `vehicle-booking:${running}:missing-check-out:${start + 30 * MIN}:15`,
    ]);
    expect((await row(missed))?.status).toBe('storniert');
    expect(await mailsAbout(9)).toHaveLength(0);
    expect(await mailsAbout(10)).toHaveLength(1);
  });

  it('is scheduled every minute through pg-boss', async () => {
    const { rows } = await s.db.pool.query(`select cron from pgboss.schedule where name = $1`, [
      TRIP_SWEEP_JOB,
    ]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });
});
