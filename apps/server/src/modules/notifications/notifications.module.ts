/**
 * Front door of the notifications context (mail outbox, admin mailbox): the only file other
 * modules and the composition root import.
 */
export { escapeHtml } from './mail-layout';
export { MAIL_POLL_BATCH, MailOutbox } from './mail-outbox.service';
export { registerMailRoutes } from './mails.routes';
export { seedWelcomeMail } from './welcome-mail';
