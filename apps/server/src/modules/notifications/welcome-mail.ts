import type pg from 'pg';
import { withTransaction } from '../../platform/database/database';
import type { MailOutbox } from './mail-outbox.service';

/** A first mail for the demo install, so the admin mailbox shows the mail path works end to end. */
export async function seedWelcomeMail(pool: pg.Pool, outbox: MailOutbox, publicUrl: string): Promise<void> {
  await withTransaction(pool, (tx) =>
    outbox.queue(tx, {
      kind: 'platform.welcome',
      tenantId: null,
      to: 'platform@demo.example',
      subject: 'Willkommen bei Buchbar / Welcome to Buchbar',
      text: [
        'Buchbar läuft. Melden Sie sich unter der folgenden Adresse mit einem Demo-Konto an:',
        publicUrl,
        '',
        'Buchbar is running. Sign in at the address above with a demo account.',
      ].join('\n'),
    }),
  );
}
