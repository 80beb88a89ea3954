import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createDb, withTransaction } from '../../platform/database/database';
import { Jobs } from '../../platform/jobs/jobs';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { MailOutbox } from './mail-outbox.service';
import { findMail } from './mails.repository';

type Received = { to: string; body: string };

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('mail outbox', () => {
  let t: TestDatabase;
  let jobs: Jobs;
  let smtp: SMTPServer;
  let smtpPort = 0;
  const received: Received[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (c) => {
          body += String(c);
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    smtpPort = (smtp.server.address() as AddressInfo).port;
    jobs = await Jobs.start(t.pool, { work: true, onError: () => undefined });
  });
  afterAll(async () => {
    await jobs?.stop();
    smtp?.close();
    await t?.drop();
  });

  it('sends a committed mail over real SMTP', async () => {
    const db = createDb(t.pool);
    const outbox = new MailOutbox(
      db,
      jobs,
      createMailTransport(`smtp://127.0.0.1:${smtpPort}`, 'Buchbar <b@test>'),
    );
    await outbox.register();
    const id = await withTransaction(t.pool, (tx) =>
      outbox.queue(tx, {
        tenantId: null,
        to: 'anna@demo.example',
        subject: 'Hallo Übermorgen',
        text: 'Text',
      }),
    );
    const got = await waitFor(async () => received.find((r) => r.to === 'anna@demo.example'));
    expect(got.body).toContain('Text');
    const mail = await waitFor(async () => {
      const m = await findMail(db, id);
      return m?.status === 'sent' ? m : undefined;
    });
    expect(mail.sentAt).not.toBeNull();
  });

  it('never sends a mail whose transaction rolled back', async () => {
    const db = createDb(t.pool);
    const outbox = new MailOutbox(db, jobs, createMailTransport(undefined, 'x@test'));
    await expect(
      withTransaction(t.pool, async (tx) => {
        await outbox.queue(tx, { tenantId: null, to: 'ghost@demo.example', subject: 's', text: 't' });
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    const rows = await t.pool.query(
      'select count(*)::int as n from mails where "to" = \'ghost@demo.example\'',
    );
    expect(rows.rows[0].n).toBe(0);
  });

  it('stores the mail for the admin mailbox when no SMTP is configured', async () => {
    const db = createDb(t.pool);
    const outbox = new MailOutbox(db, jobs, createMailTransport(undefined, 'x@test'));
    const id = await withTransaction(t.pool, (tx) =>
      outbox.queue(tx, { tenantId: null, to: 'store@demo.example', subject: 's', text: 't' }),
    );
    await outbox.deliver(id);
    expect((await findMail(db, id))?.status).toBe('stored');
  });
});
