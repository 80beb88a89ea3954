import { randomUUID } from 'node:crypto';
import { MAIL_STATUS } from '@buchbar/domain/mail-status';
import {
  isNotificationKind,
  type NotificationKind,
  notificationWanted,
} from '@buchbar/domain/notifications/catalogue';
import {
  afterFailedAttempt,
  DEFAULT_MAIL_RETRY,
  MAIL_LEASE_SECONDS,
  type MailRetryPolicy,
} from '@buchbar/domain/notifications/delivery';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import type { Db, Tx } from '../../platform/database/database';
import type { Jobs } from '../../platform/jobs/jobs';
import type { MailTransport, OutgoingAttachment, OutgoingMail } from '../../platform/mail/mail-transport';
import { LOGO_CID, renderMailHtml } from './mail-layout';
import {
  claimDueMails,
  countOutboxMails,
  failAttempt,
  finishMail,
  insertMail,
  insertMailStatement,
  type MailRow,
  type NewMail,
  requeueFailedMail,
  tenantName,
} from './mails.repository';

export const MAIL_JOB = 'mail.send';

/** The mail's language: as the sender says, else the recipient's `general.language`, else German. */
function withLanguage(mail: NewMail, recipient: RecipientSettings): NewMail {
  if (mail.lang) return mail;
  return { ...mail, lang: recipient?.['general.language'] === 'en' ? 'en' : 'de' };
}

/**
 * The recipient's effective settings (user layer over group over tenant), or null for a
 * recipient without an account (a guest, an outside address): registry defaults apply.
 */
export type RecipientSettings = Partial<EffectiveSettings> | null;

export type MailOutboxOptions = {
  retry?: MailRetryPolicy;
  leaseSeconds?: number;
  /** How often a working instance looks for due mails (retries); 0 = never (tests drive it). */
  pollMs?: number;
  batchSize?: number;
  /** The installation's address, for the link of a mail (`NewMail.link`). */
  publicUrl?: string;
  /** The tenant's logo for the HTML layout (the files module's, wired by the composition root). */
  tenantLogo?: (
    tenantId: string,
  ) => Promise<{ fileName: string; contentType: string; bytes: Uint8Array } | undefined>;
};

/**
 * The one way a mail leaves Buchbar (issue 13; ADR 0013). `queue` consults the notification
 * catalogue and the recipient's effective settings and writes the mail in the business
 * transaction (or skips it), so a rolled-back change never mails and a committed one always
 * does. Senders on every instance claim due rows with FOR UPDATE SKIP LOCKED, so each mail is
 * sent by one of them; an SMTP failure retries with exponential backoff and ends as 'failed',
 * which the platform administrator sees and may retry.
 */
/** Due mails one poll claims (and leases) at once; an instance killed mid-batch leaves them leased. */
export const MAIL_POLL_BATCH = 10;

export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private readonly retry: MailRetryPolicy;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly publicUrl: string;
  private readonly tenantLogo: MailOutboxOptions['tenantLogo'];

  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly transport: MailTransport,
    opts: MailOutboxOptions = {},
  ) {
    this.retry = opts.retry ?? DEFAULT_MAIL_RETRY;
    this.leaseSeconds = opts.leaseSeconds ?? MAIL_LEASE_SECONDS;
    this.pollMs = opts.pollMs ?? 5_000;
    this.batchSize = opts.batchSize ?? MAIL_POLL_BATCH;
    this.publicUrl = (opts.publicUrl ?? '').replace(/\/$/, '');
    this.tenantLogo = opts.tenantLogo;
  }

  /** The wake-up job per mail, and on working instances the poll loop for retries. */
  async register(): Promise<void> {
    await this.jobs.register<{ mailId: string }>(MAIL_JOB, (data) => this.deliver(data.mailId), {
      retryLimit: 0,
    });
    if (this.jobs.working && this.pollMs > 0) this.schedulePoll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }

  private schedulePoll() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue()
        .catch(() => undefined)
        .finally(() => this.schedulePoll());
    }, this.pollMs);
    this.timer.unref();
  }

  /**
   * Writes the mail in `tx` when the recipient wants this kind (always for mandatory kinds).
   * Returns the mail's id, or null when the recipient switched the kind off.
   */
  async queue(tx: Tx, mail: NewMail, recipient: RecipientSettings = null): Promise<string | null> {
    if (!this.wanted(mail.kind, recipient)) return null;
    const row = await insertMail(tx.db, this.withLink(withLanguage(mail, recipient)));
    await this.jobs.enqueue(tx, MAIL_JOB, { mailId: row.id });
    return row.id;
  }

  /**
   * The same as `queue`, as statements for a step of a batched transaction (the booking hot path
   * sends them with its insert and COMMIT in one round trip): none when the recipient does not
   * want the kind, else the mail row under an id chosen here and its wake-up job.
   */
  async queueStatements(mail: NewMail, recipient: RecipientSettings = null): Promise<string[]> {
    if (!this.wanted(mail.kind, recipient)) return [];
    const id = randomUUID();
    return [
      insertMailStatement(id, this.withLink(withLanguage(mail, recipient))),
      ...(await this.jobs.enqueueStatements(MAIL_JOB, { mailId: id })),
    ];
  }

  private withLink(mail: NewMail): NewMail {
    if (!mail.link) return mail;
    return { ...mail, text: `${mail.text}\n\n${this.publicUrl}${mail.link}` };
  }

  private wanted(kind: NotificationKind, recipient: RecipientSettings): boolean {
    if (!isNotificationKind(kind)) throw new Error(`mail kind ${String(kind)} is not in the catalogue`);
    return notificationWanted(kind, recipient);
  }

  /** Sends one mail now if it is due and no other sender holds it (the wake-up job). */
  async deliver(mailId: string): Promise<void> {
    const [mail] = await claimDueMails(this.db, { limit: 1, leaseSeconds: this.leaseSeconds, id: mailId });
    if (mail) await this.attempt(mail);
  }

  /** Claims and sends due mails until none is left; returns how many were attempted. */
  async deliverDue(): Promise<number> {
    let n = 0;
    for (;;) {
      if (this.stopped) return n;
      const batch = await claimDueMails(this.db, { limit: this.batchSize, leaseSeconds: this.leaseSeconds });
      for (const mail of batch) await this.attempt(mail);
      n += batch.length;
      if (batch.length < this.batchSize) return n;
    }
  }

  /** Mails waiting to be sent (backlog) and given up on (failed), for /metrics. */
  countByStatus(): Promise<Record<'queued' | 'failed', number>> {
    return countOutboxMails(this.db);
  }

  /** The administrator's "retry" of a failed mail: back to the queue, fresh attempts, sent soon. */
  async retryFailed(mailId: string): Promise<MailRow | null> {
    const requeued = await requeueFailedMail(this.db, mailId);
    if (requeued) void this.deliver(mailId).catch(() => undefined);
    return requeued;
  }

  /**
   * The message as sent: a mail without its own HTML gets the layout with the tenant's name and,
   * when the tenant has one, its logo as an inline attachment (cid) the layout shows.
   */
  private async compose(mail: MailRow): Promise<OutgoingMail> {
    const attachments: OutgoingAttachment[] = [...(mail.attachments ?? [])];
    if (mail.html)
      return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments };
    const name = mail.tenantId ? await tenantName(this.db, mail.tenantId) : undefined;
    // A logo that cannot be read now does not hold the mail back: it goes without.
    const logo =
      mail.tenantId && this.tenantLogo
        ? await this.tenantLogo(mail.tenantId).catch(() => undefined)
        : undefined;
    if (logo)
      attachments.push({
        filename: logo.fileName,
        contentType: logo.contentType,
        content: Buffer.from(logo.bytes).toString('base64'),
        encoding: 'base64',
        cid: LOGO_CID,
      });
    const html = renderMailHtml({
      lang: mail.lang === 'en' ? 'en' : 'de',
      subject: mail.subject,
      text: mail.text,
      tenantName: name,
      logoCid: logo ? LOGO_CID : undefined,
    });
    return { to: mail.to, subject: mail.subject, text: mail.text, html, attachments };
  }

  private async attempt(mail: MailRow): Promise<void> {
    if (this.transport.kind === 'store') {
      await finishMail(this.db, mail.id, MAIL_STATUS.stored);
      return;
    }
    try {
      await this.transport.send(await this.compose(mail));
    } catch (err) {
      const outcome = afterFailedAttempt(mail.attempts, this.retry);
      await failAttempt(
        this.db,
        mail.id,
        (err as Error).message || String(err),
        outcome.status === 'failed' ? null : outcome.retryInSeconds,
      );
      return;
    }
    await finishMail(this.db, mail.id, MAIL_STATUS.sent);
  }
}
