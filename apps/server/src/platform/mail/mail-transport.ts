import nodemailer from 'nodemailer';

/**
 * An attachment: text, or base64 (`encoding`). A `text/calendar` one is also offered as the
 * calendar alternative of the body; one with a `cid` is an inline image the HTML part shows
 * (`<img src="cid:…">`).
 */
export type OutgoingAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
  cid?: string;
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
 * Nodemailer options for the attachments. Each file goes exactly once (issue 22 point 13): an
 * iCalendar file is the named `.ics` attachment whose content type carries its method
 * (`text/calendar; method=REQUEST|CANCEL`, the iMIP form calendar clients read as an
 * invitation). No second copy as nodemailer `icalEvent` (it added an "invite.ics" and a
 * calendar alternative of the body, so one booking mail held the event two or three times).
 */
export function attachmentsOf(files: readonly OutgoingAttachment[]) {
  return {
    attachments: files.map((f) => ({
      filename: f.filename,
      contentType: f.contentType,
      content: f.content,
      ...(f.encoding ? { encoding: f.encoding } : {}),
      ...(f.cid ? { cid: f.cid, contentDisposition: 'inline' as const } : {}),
    })),
  };
}
