import nodemailer from 'nodemailer';

/**
 * An attachment: text, or binary as base64 (`encoding: 'base64'`, the report's .xlsx). A
 * `text/calendar` one is also offered as the calendar alternative of the body.
 */
export type OutgoingAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly OutgoingAttachment[] | null;
};

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
        ...attachmentsOf(mail.attachments ?? []),
      });
    },
  };
}

/**
 * Nodemailer options for the attachments. An iCalendar attachment goes twice, as Outlook and
 * Gmail expect an invitation: as the `text/calendar; method=…` alternative of the body (what
 * clients show as "add to calendar") and as the named .ics file.
 */
export function attachmentsOf(files: readonly OutgoingAttachment[]) {
  const calendar = files.find((f) => f.contentType.startsWith('text/calendar'));
  const method = calendar && /method=([A-Z]+)/i.exec(calendar.contentType)?.[1];
  return {
    attachments: files.map((f) => ({
      filename: f.filename,
      contentType: f.contentType,
      content: f.content,
      ...(f.encoding ? { encoding: f.encoding } : {}),
    })),
    ...(calendar && method
      ? { icalEvent: { method: method.toUpperCase(), filename: 'invite.ics', content: calendar.content } }
      : {}),
  };
}
