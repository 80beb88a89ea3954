import { MAIL_STATUSES } from '@buchbar/domain/mail-status';
import { z } from 'zod';

export const MailStatus = z.enum(MAIL_STATUSES);

export const StoredMail = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    status: MailStatus,
    /** The last SMTP error (kept for the mailbox, also after a later success). */
    error: z.string().nullable(),
    /** The catalogue kind (packages/domain/src/notifications/catalogue.ts); null on old mails. */
    kind: z.string().nullable(),
    /** Delivery attempts so far. */
    attempts: z.number().int(),
    /** When a queued mail is tried (again). */
    nextAttemptAt: z.iso.datetime({ offset: true }),
    createdAt: z.iso.datetime({ offset: true }),
    sentAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'StoredMail' });

export const MailPage = z.object({ items: z.array(StoredMail), total: z.number().int() });
export type MailPage = z.infer<typeof MailPage>;

/** `GET /api/v1/admin/mails`: a page, optionally only mails of one status (e.g. `failed`). */
export const MailListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  status: MailStatus.optional(),
});

export const MailIdParams = z.object({ id: z.uuid() });
