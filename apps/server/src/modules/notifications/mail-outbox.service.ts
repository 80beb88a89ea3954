import { randomUUID } from 'node:crypto';
import { MAIL_STATUS } from '@buchbar/domain/mail-status';
import type { Db, Tx } from '../../platform/database/database';
import type { Jobs } from '../../platform/jobs/jobs';
import type { MailTransport } from '../../platform/mail/mail-transport';
import { findMail, insertMail, insertMailStatement, type NewMail, setMailStatus } from './mails.repository';

export const MAIL_JOB = 'mail.send';

/**
 * Mails are written in the business transaction and sent by a job after commit, so a
 * rolled-back change never mails and a committed one always does (retried on SMTP errors).
 */
export class MailOutbox {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly transport: MailTransport,
  ) {}

  async register(): Promise<void> {
    await this.jobs.register<{ mailId: string }>(MAIL_JOB, (data) => this.deliver(data.mailId));
  }

  async queue(tx: Tx, mail: NewMail): Promise<string> {
    const row = await insertMail(tx.db, mail);
    await this.jobs.enqueue(tx, MAIL_JOB, { mailId: row.id });
    return row.id;
  }

  /**
   * The same as `queue`, as statements for a step of a batched transaction (the booking hot path
   * sends them with its insert and COMMIT in one round trip): the mail row under an id chosen
   * here, and its delivery job.
   */
  async queueStatements(mail: NewMail): Promise<string[]> {
    const id = randomUUID();
    return [insertMailStatement(id, mail), ...(await this.jobs.enqueueStatements(MAIL_JOB, { mailId: id }))];
  }

  async deliver(mailId: string): Promise<void> {
    const mail = await findMail(this.db, mailId);
    if (!mail || mail.status === MAIL_STATUS.sent) return;
    if (this.transport.kind === 'store') {
      await setMailStatus(this.db, mailId, MAIL_STATUS.stored);
      return;
    }
    try {
      await this.transport.send(mail);
      await setMailStatus(this.db, mailId, MAIL_STATUS.sent);
    } catch (err) {
      await setMailStatus(this.db, mailId, MAIL_STATUS.failed, (err as Error).message);
      throw err; // pg-boss retries with backoff
    }
  }
}
