import { MAIL_STATUS, MAIL_STATUSES } from '@buchbar/domain/mail-status';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { tenants } from './tenancy';

/** An attachment stored with its mail: text content (an .ics is text), MIME type with parameters. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every outgoing mail is stored first (inside the business transaction), then sent by a
 * job. Without SMTP_URL it stays 'stored' and a platform admin reads it in the mailbox page.
 */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (calendar .ics of booking mails), written with the mail row. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** MAIL_STATUSES of the domain */
    status: text('status', { enum: MAIL_STATUSES }).notNull().default(MAIL_STATUS.queued),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mails_created_idx').on(t.createdAt),
    index('mails_tenant_idx').on(t.tenantId, t.createdAt),
    valueCheck('mails_status_ck', t.status),
  ],
);
