import {
  INVITATION_LINK_DAYS,
  isInvited,
  PASSWORD_RESET_LINK_MINUTES,
  passwordLinkLifetimeMs,
} from '@buchbar/domain/invitation';
import type pg from 'pg';
import type { AuthMailer, AuthMailPolicy } from '../../platform/auth/auth';
import { createDb, type Db, withTransaction } from '../../platform/database/database';
import type { Language } from '../../platform/http/messages';
import type { MailOutbox } from '../notifications/notifications.module';
import { readUserSettings } from '../settings/settings.module';
import { AUTH_MAIL_ANSWER_FLOOR_MS } from './auth-mail-limits';
import { deleteOlderResetTokens, extendResetToken } from './auth-mail-requests.repository';
import { composeInvitationMail, composePasswordResetMail, composeSignInCodeMail } from './auth-mails';
import { countSignInMethods, findAuthUserByEmail } from './auth-users.repository';

export const SIGN_IN_CODE_MINUTES = 10;
export const RESET_LINK_MINUTES = PASSWORD_RESET_LINK_MINUTES;
/** The web app's sign-in page (apps/web router), where an e-mailed code is entered. */
const SIGN_IN_PAGE = '/login';

/** An invited user (no password, no single sign-on yet) gets the link as an invitation. */
async function isInvitedUser(db: Db, userId: string): Promise<boolean> {
  return isInvited({ signInMethods: await countSignInMethods(db, userId) });
}

/** The lifetimes of codes and links and the reset-link hook, handed to the platform's better-auth setup. */
export function authMailPolicy(db: Db): AuthMailPolicy {
  return {
    signInCodeMinutes: SIGN_IN_CODE_MINUTES,
    resetLinkMinutes: RESET_LINK_MINUTES,
    answerFloorMs: AUTH_MAIL_ANSWER_FLOOR_MS,
    // A newer link invalidates the older ones (at once, not after the answer); an invitation's
    // link lives 7 days instead of an hour.
    beforePasswordResetMail: async (userId, token) => {
      await deleteOlderResetTokens(db, userId, token);
      if (await isInvitedUser(db, userId)) await extendResetToken(db, token, passwordLinkLifetimeMs(true));
    },
  };
}

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
  const queue = async (
    kind: 'account.signInCode' | 'account.passwordRecovery' | 'account.invitation',
    email: string,
    compose: (lang: Language) => { subject: string; text: string },
    link?: string,
  ) => {
    const { tenantId, lang } = await recipient(email);
    const mail = compose(lang);
    await withTransaction(pool, (tx) => outbox.queue(tx, { kind, tenantId, to: email, ...mail, link }));
  };
  return {
    sendSignInCode: (email, code) =>
      // The catalogue's link: the sign-in page where the code is entered.
      queue(
        'account.signInCode',
        email,
        (lang) => composeSignInCodeMail(lang, code, SIGN_IN_CODE_MINUTES),
        SIGN_IN_PAGE,
      ),
    // A user without a way to sign in yet was invited: the same link, worded as a welcome, 7 days.
    sendPasswordReset: async (email, link) => {
      const user = await findAuthUserByEmail(db, email);
      if (user !== undefined && (await isInvitedUser(db, user.id))) {
        await queue('account.invitation', email, (lang) =>
          composeInvitationMail(lang, link, INVITATION_LINK_DAYS),
        );
        return;
      }
      await queue('account.passwordRecovery', email, (lang) =>
        composePasswordResetMail(lang, link, RESET_LINK_MINUTES),
      );
    },
  };
}
