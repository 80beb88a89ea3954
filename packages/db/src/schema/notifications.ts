import { MAIL_STATUS, MAIL_STATUSES } from '@buchbar/domain/mail-status';
import { LANGUAGES } from '@buchbar/domain/settings-general';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { createdAt, timestamptz, uuidId } from './columns';
import { tenants } from './tenancy';

/**
 * An attachment stored with its mail, MIME type with parameters: text content (an .ics), or a
 * binary file (the report's .xlsx) as base64 with `encoding: 'base64'`.
 */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

/**
 * Every outgoing mail is stored first (inside the business transaction), then claimed and sent
 * by one sender (retried with backoff, 'failed' after the last attempt; ADR 0013). Without
 * SMTP_URL it stays 'stored' and a platform admin reads it in the mailbox page.
 */
export const mails = pgTable(
  'mails',
  {
    id: uuidId(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (calendar .ics of booking mails), written with the mail row. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** The recipient's language (de|en): the HTML layout's `lang` attribute. */
    lang: text('lang', { enum: LANGUAGES }).notNull().default('de'),
    /** MAIL_STATUSES of the domain */
    status: text('status', { enum: MAIL_STATUSES }).notNull().default(MAIL_STATUS.queued),
    /** The last SMTP error (kept after a later success for the mailbox's history). */
    error: text('error'),
    /** A kind of the notification catalogue (packages/domain/src/notifications); null on old rows. */
    kind: text('kind'),
    /** Delivery attempts so far; after MAIL_MAX_ATTEMPTS the mail is 'failed'. */
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may try (again); retries back off exponentially. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A sender's claim: no other instance takes the row before this time (FOR UPDATE SKIP LOCKED). */
    lockedUntil: timestamptz('locked_until'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mails_created_idx').on(t.createdAt),
    index('mails_tenant_idx').on(t.tenantId, t.createdAt),
    valueCheck('mails_status_ck', t.status),
    valueCheck('mails_kind_ck', t.kind),
    valueCheck('mails_lang_ck', t.lang),
    check('mails_attempts_ck', sql`${t.attempts} >= 0`),
    index('mails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('mails_failed_idx').on(t.createdAt).where(sql`${t.status} = 'failed'`),
  ],
);
