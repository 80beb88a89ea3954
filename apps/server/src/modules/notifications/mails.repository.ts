import { type MailAttachment, mails } from '@buchbar/db/schema/notifications';
import { MAIL_STATUS, type MailStatus } from '@buchbar/domain/mail-status';
import { count, desc, eq } from 'drizzle-orm';
import { literal } from '../../platform/database/batched-transaction';
import type { Db } from '../../platform/database/database';

export type NewMail = {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Stored with the row (same transaction), sent with the mail (e.g. a booking's .ics). */
  attachments?: MailAttachment[] | null;
};

export async function insertMail(db: Db, mail: NewMail) {
  const [row] = await db
    .insert(mails)
    .values({
      ...mail,
      html: mail.html ?? null,
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
  return `insert into mails (id, tenant_id, "to", subject, text, html, attachments)
    values (${literal(id)}, ${opt(mail.tenantId)}, ${literal(mail.to)}, ${literal(mail.subject)}, ${literal(mail.text)}, ${opt(mail.html)}, ${files})`;
}

export async function findMail(db: Db, id: string) {
  const rows = await db.select().from(mails).where(eq(mails.id, id)).limit(1);
  return rows[0];
}

export async function setMailStatus(
  db: Db,
  id: string,
  status: Exclude<MailStatus, typeof MAIL_STATUS.queued>,
  error?: string,
) {
  await db
    .update(mails)
    .set({ status, error: error ?? null, sentAt: status === MAIL_STATUS.sent ? new Date() : null })
    .where(eq(mails.id, id));
}

export async function listMails(db: Db, page: number, pageSize: number) {
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(mails)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mails),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
