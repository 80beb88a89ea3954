import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createDb, createPool, withTransaction } from '../../platform/database/database';
import { Jobs } from '../../platform/jobs/jobs';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { MailOutbox, type MailOutboxOptions } from './mail-outbox.service';
import { findMail } from './mails.repository';

type Received = { to: string; subject: string; body: string };

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

const subjectOf = (body: string) => /^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? '';

describe('mail outbox', () => {
  let t: TestDatabase;
  let smtp: SMTPServer;
  let smtpUrl = '';
  /** While true the SMTP server refuses every connection ("SMTP is down"). */
  let down = false;
  const received: Received[] = [];
  const instances: { jobs: Jobs; outbox: MailOutbox; pool: pg.Pool }[] = [];
  /** pg-boss without a worker: queues jobs, sends nothing (the tests drive delivery). */
  let idle: Jobs;

  /** An app instance: its own pool, its own pg-boss worker, its own outbox sender. */
  async function instance(opts: MailOutboxOptions & { store?: boolean } = {}) {
    const pool = createPool(t.url, 4);
    const jobs = await Jobs.start(pool, { work: true, onError: () => undefined });
    const outbox = new MailOutbox(
      createDb(pool),
      jobs,
      createMailTransport(opts.store ? undefined : smtpUrl, 'Buchbar <b@test>'),
      { pollMs: 100, publicUrl: 'https://buchbar.test', ...opts },
    );
    await outbox.register();
    instances.push({ jobs, outbox, pool });
    return outbox;
  }

  /** Shuts the running instances down, so the next test's senders (and their policy) are alone. */
  async function stopAll() {
    for (const i of instances.splice(0)) {
      await i.outbox.stop();
      await i.jobs.stop();
      await i.pool.end();
    }
  }

  const queue = (outbox: MailOutbox, to: string, subject: string) =>
    withTransaction(t.pool, (tx) =>
      outbox.queue(tx, { kind: 'account.signInCode', tenantId: null, to, subject, text: `Text ${subject}` }),
    );

  const count = async (where: string) =>
    (await t.pool.query(`select count(*)::int as n from mails where ${where}`)).rows[0].n as number;

  beforeAll(async () => {
    t = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        callback(down ? new Error('421 service not available') : undefined);
      },
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (c) => {
          body += String(c);
        });
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: subjectOf(body),
            body,
          });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    idle = await Jobs.start(t.pool, { work: false, onError: () => undefined });
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await stopAll();
    await idle?.stop();
    smtp?.close();
    await t?.drop();
  });

  it('stores the mail for the admin mailbox when no SMTP is configured', async () => {
    const outbox = new MailOutbox(createDb(t.pool), idle, createMailTransport(undefined, 'x@test'), {
      pollMs: 0,
    });
    const id = await withTransaction(t.pool, (tx) =>
      outbox.queue(tx, {
        kind: 'account.signInCode',
        tenantId: null,
        to: 'store@demo.example',
        subject: 's',
        text: 't',
      }),
    );
    if (!id) throw new Error('not queued');
    await outbox.deliver(id);
    expect((await findMail(createDb(t.pool), id))?.status).toBe('stored');
  });
  it('sends a committed mail over real SMTP, as text and HTML with its link', async () => {
    const outbox = await instance();
    const id = await withTransaction(t.pool, (tx) =>
      outbox.queue(tx, {
        kind: 'vehicles.bookingCreated',
        tenantId: null,
        to: 'anna@demo.example',
        subject: 'Hallo Übermorgen',
        text: 'Text <b>',
        link: '/fahrzeuge/42',
      }),
    );
    if (!id) throw new Error('not queued');
    const got = await waitFor(async () => received.find((r) => r.to === 'anna@demo.example'));
    expect(got.body).toContain('text/plain');
    expect(got.body).toContain('text/html');
    expect(got.body).toContain('https://buchbar.test/fahrzeuge/42');
    expect(got.body).toContain('&lt;b&gt;');
    const mail = await waitFor(async () => {
      const m = await findMail(createDb(t.pool), id);
      return m?.status === 'sent' ? m : undefined;
    });
    expect(mail.sentAt).not.toBeNull();
    expect(mail.attempts).toBe(1);
    expect(mail.kind).toBe('vehicles.bookingCreated');
  });

  it('never sends a mail whose transaction rolled back', async () => {
    const outbox = new MailOutbox(createDb(t.pool), idle, createMailTransport(undefined, 'x@test'));
    await expect(
      withTransaction(t.pool, async (tx) => {
        await outbox.queue(tx, {
          kind: 'account.signInCode',
          tenantId: null,
          to: 'ghost@demo.example',
          subject: 's',
          text: 't',
        });
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    expect(await count(`"to" = 'ghost@demo.example'`)).toBe(0);
  });

  it('skips a kind the recipient switched off, never a mandatory one', async () => {
    const outbox = new MailOutbox(createDb(t.pool), idle, createMailTransport(undefined, 'x@test'));
    const off = { 'vehicles.mailOnBookingCreated': false } as const;
    const mail = { tenantId: null, to: 'off@demo.example', subject: 's', text: 't' };
    const skipped = await withTransaction(t.pool, (tx) =>
      outbox.queue(tx, { kind: 'vehicles.bookingCreated', ...mail }, off),
    );
    expect(skipped).toBeNull();
    expect(await outbox.queueStatements({ kind: 'vehicles.bookingCreated', ...mail }, off)).toEqual([]);
    const mandatory = await withTransaction(t.pool, (tx) =>
      outbox.queue(tx, { kind: 'account.passwordRecovery', ...mail }, off),
    );
    expect(mandatory).not.toBeNull();
    expect(await count(`"to" = 'off@demo.example'`)).toBe(1);
    await expect(
      withTransaction(t.pool, (tx) => outbox.queue(tx, { kind: 'no.such' as 'account.signInCode', ...mail })),
    ).rejects.toThrow(/not in the catalogue/);
  });

  it('three senders on one database send each mail exactly once', async () => {
    const senders = [await instance(), await instance(), await instance()];
    const subjects = Array.from({ length: 30 }, (_, i) => `many-${i}`);
    await Promise.all(
      subjects.map((s, i) => queue(senders[i % 3] as MailOutbox, `many${i}@demo.example`, s)),
    );
    await waitFor(async () =>
      (await count(`subject like 'many-%' and status = 'sent'`)) === 30 ? true : undefined,
    );
    await new Promise((r) => setTimeout(r, 500)); // a late duplicate would arrive now
    for (const s of subjects)
      expect(
        received.filter((r) => r.subject === s),
        s,
      ).toHaveLength(1);
    expect(await count(`subject like 'many-%' and attempts <> 1`)).toBe(0);
  });

  it('SMTP down for a while: retried with backoff, nothing lost, nothing sent twice', async () => {
    await stopAll();
    const retry = { maxAttempts: 50, baseSeconds: 0.2, maxSeconds: 1 };
    const senders = [await instance({ retry }), await instance({ retry }), await instance({ retry })];
    down = true;
    const subjects = Array.from({ length: 12 }, (_, i) => `down-${i}`);
    await Promise.all(
      subjects.map((s, i) => queue(senders[i % 3] as MailOutbox, `down${i}@demo.example`, s)),
    );
    // Every mail fails at least twice while the server is down, and stays queued with the error.
    await waitFor(async () =>
      (await count(`subject like 'down-%' and attempts >= 2 and status = 'queued'`)) === 12
        ? true
        : undefined,
    );
    const waiting = await t.pool.query(
      `select error, next_attempt_at > now() - interval '5 seconds' as later from mails where subject = 'down-0'`,
    );
    expect(waiting.rows[0].error).toBeTruthy();
    expect(received.filter((r) => r.subject.startsWith('down-'))).toHaveLength(0);
    down = false;
    await waitFor(async () =>
      (await count(`subject like 'down-%' and status = 'sent'`)) === 12 ? true : undefined,
    );
    await new Promise((r) => setTimeout(r, 500));
    for (const s of subjects)
      expect(
        received.filter((r) => r.subject === s),
        s,
      ).toHaveLength(1);
  });

  it('gives up after the last attempt as failed; the retry sends it once', async () => {
    await stopAll();
    const outbox = await instance({ retry: { maxAttempts: 3, baseSeconds: 0.1, maxSeconds: 0.2 } });
    down = true;
    const id = await queue(outbox, 'fail@demo.example', 'give-up');
    if (!id) throw new Error('not queued');
    const failed = await waitFor(async () => {
      const m = await findMail(createDb(t.pool), id);
      return m?.status === 'failed' ? m : undefined;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.error).toBeTruthy();
    down = false;
    await new Promise((r) => setTimeout(r, 400));
    expect((await findMail(createDb(t.pool), id))?.status).toBe('failed'); // not retried on its own
    expect(await outbox.retryFailed(id)).toMatchObject({ id, status: 'queued', attempts: 0 });
    expect(await outbox.retryFailed(id)).toBeNull(); // only a failed mail can be retried
    await waitFor(async () => ((await findMail(createDb(t.pool), id))?.status === 'sent' ? true : undefined));
    expect(received.filter((r) => r.subject === 'give-up')).toHaveLength(1);
  });
});
