import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createDb, createPool } from '../../platform/database/database';
import { Jobs } from '../../platform/jobs/jobs';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { MailOutbox } from '../notifications/notifications.module';
import { SettingsService } from '../settings/settings.module';
import { type LicenceJobDeps, sendLicenceReminders } from './licences.module';

/**
 * Issue 12 point 7: the licence-check reminder goes to the driver and the examiners once within
 * the lead days before the next check and once more when overdue, in each recipient's language,
 * over real SMTP; however often the job runs (and on two instances at once), each goes once.
 */
type Received = { to: string; body: string };

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

/** 2027-03-01 07:00 Berlin: the seed day (booker@ next check 2027-03-11, admin@ 2027-02-26). */
const SEED = Date.parse('2027-03-01T06:00:00Z');
const DAY = 24 * 3600_000;

describe('licence-check reminders', () => {
  let s: TestServer;
  let now = SEED;
  let smtp: SmtpCapture;
  const received: Received[] = [];
  const instances: { deps: LicenceJobDeps; stop: () => Promise<void> }[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture((mail) => received.push(mail));
    s = await startTestServer({ JOBS: 'false' }, { clock: () => now });
    // examiner@ reads English; booker@ and admin@ keep German.
    await s.db.pool.query(
      `insert into setting_values (tenant_id, layer, subject_id, option, value)
       select tenant_id, 'user', id, 'general.language', '"en"'::jsonb from users where id = 'demo-examiner'`,
    );
    for (let i = 0; i < 2; i++) {
      const pool = createPool(s.db.url, 5, () => undefined);
      const db = createDb(pool);
      // The first instance also delivers (real SMTP); both run the reminder job.
      const jobs = await Jobs.start(pool, { work: i === 0, onError: () => undefined });
      const outbox = new MailOutbox(db, jobs, createMailTransport(smtp.url, 'Buchbar <b@test>'));
      if (i === 0) await outbox.register();
      const settings = new SettingsService(pool, db, { record: async () => undefined });
      instances.push({
        deps: { pool, db, settings, outbox, clock: () => now, publicUrl: 'https://buchbar.example' },
        stop: async () => {
          await jobs.stop();
          await pool.end();
        },
      });
    }
  }, 60_000);
  afterAll(async () => {
    for (const i of instances) await i.stop();
    await s?.stop();
    smtp?.stop();
  });

  const run = (i = 0) => sendLicenceReminders((instances[i] as (typeof instances)[number]).deps);
  const mailsTo = async (to: string) =>
    (
      await s.db.pool.query<{ subject: string; text: string }>(
        `select subject, text from mails where "to" = $1 and subject ilike any(array['%führerschein%', '%licence%']) order by created_at`,
        [to],
      )
    ).rows;

  it('reminds the driver and the examiner once before the check, however often it runs', async () => {
    const [a, b] = await Promise.all([run(0), run(1)]);
    const keys = [...a, ...b].sort();
    expect(keys).toEqual([
      'licence|demo-admin|2027-02-26|OVERDUE',
      'licence|demo-booker|2027-03-11|DUE_SOON',
    ]);
    expect(await run(0)).toEqual([]);
    now = SEED + 3 * DAY;
    expect(await run(1)).toEqual([]);

    const booker = await mailsTo('booker@demo.example');
    expect(booker).toHaveLength(1);
    expect(booker[0]?.subject).toBe('Ihre Führerscheinkontrolle steht bald an');
    expect(booker[0]?.text).toContain('11. März 2027');
    const examiner = await mailsTo('examiner@demo.example');
    expect(examiner.map((m) => m.subject).sort()).toEqual([
      'Driving licence check due soon: Ben Bucher',
      'Driving licence check overdue: Anna Admin',
    ]);
    expect(examiner.find((m) => m.subject.includes('Ben'))?.text).toContain(
      'https://buchbar.example/fahrzeuge/fuehrerschein',
    );
    // admin@ is overdue and, as a demo admin, an examiner too: their own reminder and booker@'s.
    expect((await mailsTo('admin@demo.example')).map((m) => m.subject).sort()).toEqual([
      'Führerscheinkontrolle bald fällig: Ben Bucher',
      'Ihre Führerscheinkontrolle ist überfällig',
    ]);
    // Over real SMTP.
    await waitFor(() => received.find((r) => r.to === 'booker@demo.example'));
    await waitFor(() => received.filter((r) => r.to === 'examiner@demo.example').length === 2 || undefined);
  });

  it('reminds once more when overdue, and starts again after a new check', async () => {
    now = Date.parse('2027-03-11T06:00:00Z');
    expect(await run(0)).toEqual(['licence|demo-booker|2027-03-11|OVERDUE']);
    expect(await run(1)).toEqual([]);
    const booker = await mailsTo('booker@demo.example');
    expect(booker.map((m) => m.subject)).toEqual([
      'Ihre Führerscheinkontrolle steht bald an',
      'Ihre Führerscheinkontrolle ist überfällig',
    ]);
    // A new check moves the next check: its own reminder comes 14 days before it.
    await s.db.pool.query(
      `update driver_licences set last_check = '2027-03-11', next_check = '2027-09-11' where user_id = 'demo-booker'`,
    );
    expect(await run(0)).toEqual([]);
    now = Date.parse('2027-08-28T06:00:00Z');
    expect(await run(0)).toContain('licence|demo-booker|2027-09-11|DUE_SOON');
    expect(await run(1)).toEqual([]);
  });
});
