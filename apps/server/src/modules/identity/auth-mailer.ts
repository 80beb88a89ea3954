import type pg from 'pg';
import { createDb, withTransaction } from '../../platform/database/database';
import type { Language } from '../../platform/http/messages';
import type { MailOutbox } from '../notifications/mail-outbox.service';
import { readUserSettings } from '../settings/settings-readers';
import { composeInvitationMail, composePasswordResetMail, composeSignInCodeMail } from './auth-mails';
import { findAuthUserByEmail, hasPassword } from './auth-users.repository';

export const SIGN_IN_CODE_MINUTES = 10;
export const RESET_LINK_MINUTES = 60;

export type AuthMailer = {
  sendSignInCode(email: string, code: string): Promise<void>;
  sendPasswordReset(email: string, link: string): Promise<void>;
};

/**
 * Authentication mails go through the outbox like every other mail: written in a transaction,
 * delivered by a job (or stored for the admin mailbox without SMTP). The language is the user's
 * personal setting, else the tenant's, else German.
 */
export function createAuthMailer(pool: pg.Pool, outbox: MailOutbox): AuthMailer {
  const db = createDb(pool);
  const recipient = async (email: string) => {
    const user = await findAuthUserByEmail(db, email);
    if (!user?.tenantId) return { tenantId: user?.tenantId ?? null, lang: 'de' as Language };
    const values = await readUserSettings(db, user.tenantId, user.id);
    return { tenantId: user.tenantId, lang: (values['general.language'] === 'en' ? 'en' : 'de') as Language };
  };
  const queue = async (email: string, compose: (lang: Language) => { subject: string; text: string }) => {
    const { tenantId, lang } = await recipient(email);
    const mail = compose(lang);
    await withTransaction(pool, (tx) => outbox.queue(tx, { tenantId, to: email, ...mail }));
  };
  return {
    sendSignInCode: (email, code) =>
      queue(email, (lang) => composeSignInCodeMail(lang, code, SIGN_IN_CODE_MINUTES)),
    // A user without a password yet was invited: the same link, worded as a welcome.
    sendPasswordReset: async (email, link) => {
      const user = await findAuthUserByEmail(db, email);
      const invited = user !== undefined && !(await hasPassword(db, user.id));
      const compose = invited ? composeInvitationMail : composePasswordResetMail;
      await queue(email, (lang) => compose(lang, link, RESET_LINK_MINUTES));
    },
  };
}
