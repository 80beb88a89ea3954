import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string | null };

/** Sends over SMTP when SMTP_URL is set; without it, mails stay stored for the admin mailbox. */
export type MailTransport = { kind: 'smtp' | 'store'; send: (mail: OutgoingMail) => Promise<void> };

export function createMailTransport(smtpUrl: string | undefined, from: string): MailTransport {
  if (!smtpUrl) return { kind: 'store', send: async () => undefined };
  // Short timeouts: an attempt must end well within the sender's claim on the mail
  // (MAIL_LEASE_SECONDS), or another instance could send it a second time.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    },
  };
}
