import { type MailAttachment, mails } from '@buchbar/db/schema/notifications';
import { tenants } from '@buchbar/db/schema/tenancy';
import { MAIL_STATUS, type MailStatus } from '@buchbar/domain/mail-status';
import type { NotificationKind } from '@buchbar/domain/notifications/catalogue';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { literal } from '../../platform/database/batched-transaction';
import type { Db } from '../../platform/database/database';

export type NewMail = {
  /** The catalogue kind (packages/domain/src/notifications/catalogue.ts). */
  kind: NotificationKind;
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * The recipient's language (the HTML layout's `lang`); when absent the outbox takes it from the
   * recipient's settings (`general.language`), German without any.
   */
  lang?: 'de' | 'en';
  /** Stored with the row (same transaction), sent with the mail (e.g. a booking's .ics). */
  attachments?: MailAttachment[] | null;
  /**
   * The app path the mail is about (the booking, the approvals page): the outbox adds it as a
   * full address under the text, so every sender links the same way.
   */
  link?: string;
};

export type MailRow = typeof mails.$inferSelect;

export async function insertMail(db: Db, mail: NewMail) {
  const [row] = await db
    .insert(mails)
    .values({
      kind: mail.kind,
      tenantId: mail.tenantId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      lang: mail.lang ?? 'de',
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .returning();
  if (!row) throw new Error('insert into mails returned no row');
  return row;
}

/** insertMail as one statement with escaped literals, for a step of a batched transaction. */
export function insertMailStatement(id: string, mail: NewMail): string {
  const opt = (v: string | null | undefined) => (v == null ? 'null' : literal(v));
  const files = mail.attachments?.length ? `${literal(JSON.stringify(mail.attachments))}::jsonb` : 'null';
  return `insert into mails (id, kind, tenant_id, "to", subject, text, html, lang, attachments)
    values (${literal(id)}, ${literal(mail.kind)}, ${opt(mail.tenantId)}, ${literal(mail.to)}, ${literal(mail.subject)}, ${literal(mail.text)}, ${opt(mail.html)}, ${literal(mail.lang ?? 'de')}, ${files})`;
}

export async function findMail(db: Db, id: string) {
  const rows = await db.select().from(mails).where(eq(mails.id, id)).limit(1);
  return rows[0];
}

/**
 * Claims due mails for this sender: queued, due, and not claimed by another sender whose lease
 * still runs. `FOR UPDATE SKIP LOCKED` lets several instances claim at once without waiting for
 * or taking each other's rows; the lease (`locked_until`) keeps a claimed row from being taken
 * again after the claiming transaction committed. Each claim counts as an attempt.
 */
export async function claimDueMails(
  db: Db,
  opts: { limit: number; leaseSeconds: number; id?: string },
): Promise<MailRow[]> {
  const only = opts.id ? sql`and id = ${opts.id}` : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    update mails set attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${opts.leaseSeconds})
    where id in (
      select id from mails
      where status = ${MAIL_STATUS.queued} and next_attempt_at <= now()
        and (locked_until is null or locked_until <= now()) ${only}
      order by next_attempt_at
      limit ${opts.limit}
      for update skip locked)
    returning id`);
  const ids = result.rows.map((r) => String(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mails).where(sql`${mails.id} in ${ids}`);
}

/** Marks a claimed mail done (sent, or stored without SMTP); only while it is still queued. */
export async function finishMail(
  db: Db,
  id: string,
  status: typeof MAIL_STATUS.sent | typeof MAIL_STATUS.stored,
) {
  await db
    .update(mails)
    .set({ status, lockedUntil: null, sentAt: status === MAIL_STATUS.sent ? new Date() : null })
    .where(and(eq(mails.id, id), eq(mails.status, MAIL_STATUS.queued)));
}

/** After a failed attempt: back to the queue after `retryInSeconds`, or 'failed' for good. */
export async function failAttempt(db: Db, id: string, error: string, retryInSeconds: number | null) {
  await db
    .update(mails)
    .set(
      retryInSeconds === null
        ? { status: MAIL_STATUS.failed, error, lockedUntil: null }
        : {
            error,
            lockedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(and(eq(mails.id, id), eq(mails.status, MAIL_STATUS.queued)));
}

/** The administrator's "retry": a failed mail goes back to the queue with fresh attempts. */
/** A failed mail back in the queue with fresh attempts: the row as requeued, or null if it was not failed. */
export async function requeueFailedMail(db: Db, id: string): Promise<MailRow | null> {
  const rows = await db
    .update(mails)
    .set({ status: MAIL_STATUS.queued, attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(mails.id, id), eq(mails.status, MAIL_STATUS.failed)))
    .returning();
  return rows[0] ?? null;
}

export async function tenantName(db: Db, tenantId: string): Promise<string | undefined> {
  const rows = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0]?.name;
}

export async function listMails(db: Db, page: number, pageSize: number, status?: MailStatus) {
  const where = status ? eq(mails.status, status) : undefined;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(mails)
      .where(where)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mails).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** The outbox's backlog and failures for /metrics: mails per status among queued and failed. */
export async function countOutboxMails(db: Db): Promise<Record<'queued' | 'failed', number>> {
  const rows = await db
    .select({ status: mails.status, n: count() })
    .from(mails)
    .where(sql`${mails.status} in (${MAIL_STATUS.queued}, ${MAIL_STATUS.failed})`)
    .groupBy(mails.status);
  const of = (status: MailStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return { queued: of(MAIL_STATUS.queued), failed: of(MAIL_STATUS.failed) };
}
