import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string | null };

/** Sends over SMTP when SMTP_URL is set; without it, mails stay stored for the admin mailbox. */
export type MailTransport = { kind: 'smtp' | 'store'; send: (mail: OutgoingMail) => Promise<void> };

export function createMailTransport(smtpUrl: string | undefined, from: string): MailTransport {
  if (!smtpUrl) return { kind: 'store', send: async () => undefined };
  const transporter = nodemailer.createTransport(smtpUrl);
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
