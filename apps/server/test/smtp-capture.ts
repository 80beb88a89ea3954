import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: the envelope's recipients and the raw message. */
export type CapturedMail = { to: string; body: string };

export type SmtpCapture = {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL or createMailTransport. */
  url: string;
  port: number;
  stop: () => void;
};

/**
 * A real SMTP server (`smtp-server`) on a free loopback port for mail tests: every message
 * accepted is handed to `onMail` (recipients comma-joined, raw body).
 */
export async function startSmtpCapture(onMail: (mail: CapturedMail) => void): Promise<SmtpCapture> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (c) => {
        body += String(c);
      });
      stream.on('end', () => {
        onMail({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, port, stop: () => smtp.close() };
}
