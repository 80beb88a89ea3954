/**
 * Life of an outgoing mail: stored first ('queued', inside the business transaction), then
 * 'sent' or 'failed' by the job; without SMTP it stays 'stored' for the admin mailbox.
 */
export const MAIL_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
