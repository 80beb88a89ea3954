/**
 * Life of an outgoing mail: stored first ('queued', inside the business transaction), then
 * 'sent' or 'failed' by the job; without SMTP it stays 'stored' for the admin mailbox.
 */
export const MAIL_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Named values, so code outside the domain never spells a status. */
export const MAIL_STATUS = {
  queued: 'queued',
  stored: 'stored',
  sent: 'sent',
  failed: 'failed',
} as const satisfies Record<MailStatus, MailStatus>;
