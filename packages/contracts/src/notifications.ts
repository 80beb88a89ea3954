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
    error: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    sentAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'StoredMail' });

export const MailPage = z.object({ items: z.array(StoredMail), total: z.number().int() });
export type MailPage = z.infer<typeof MailPage>;
