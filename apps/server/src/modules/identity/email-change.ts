import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, createEmailVerificationToken } from 'better-auth/api';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Db, Tx } from '../../platform/database/database';
import type { Language } from '../../platform/http/messages';
import type { MailOutbox } from '../notifications/notifications.module';
import { readUserSettings } from '../settings/settings.module';
import { composeEmailChangeConfirmMail, composeEmailChangeNoticeMail } from './auth-mails';
import { findAuthUserByEmail } from './auth-users.repository';
import {
  clearPendingEmail,
  findPendingEmail,
  findUserEmail,
  replacePendingEmail,
} from './email-change.repository';

export const EMAIL_CHANGE_HOURS = 24;
/** Where better-auth sends the browser after the link: the confirm page (errors get ?error=CODE). */
const CALLBACK = '/auth/confirm?emailChanged=1';

export type EmailChangeDeps = {
  /** better-auth's secret: the link is better-auth's own change-email-verification token. */
  secret: () => Promise<string>;
  publicUrl: string;
  outbox: MailOutbox;
  audit: AuditLog;
};

/**
 * Issue 8.2: an admin's change of an existing account's address (issue 14 point 8: or the
 * owner's own on /konto) never moves the account by itself. It stores the new address as pending, mails a confirmation link to the new address
 * and a notice to the old one; only opening the link (better-auth's /verify-email, step
 * "change-email-verification") changes the stored address. See docs/adr/0006.
 */
export async function startEmailChange(
  tx: Tx,
  deps: EmailChangeDeps,
  change: { tenantId: string; userId: string; oldEmail: string; newEmail: string; actorUserId: string },
) {
  const newEmail = change.newEmail.toLowerCase();
  const expiresIn = EMAIL_CHANGE_HOURS * 3600;
  await replacePendingEmail(tx.db, change.userId, newEmail, new Date(Date.now() + expiresIn * 1000));
  const token = await createEmailVerificationToken(
    await deps.secret(),
    change.oldEmail,
    newEmail,
    expiresIn,
    {
      requestType: 'change-email-verification',
      userId: change.userId,
    },
  );
  const link = `${deps.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(CALLBACK)}`;
  const values = await readUserSettings(tx.db, change.tenantId, change.userId);
  const lang: Language = values['general.language'] === 'en' ? 'en' : 'de';
  const self = change.actorUserId === change.userId;
  await deps.outbox.queue(tx, {
    kind: 'account.emailChangeConfirm',
    tenantId: change.tenantId,
    to: newEmail,
    ...composeEmailChangeConfirmMail(lang, newEmail, link, EMAIL_CHANGE_HOURS, self),
  });
  await deps.outbox.queue(tx, {
    kind: 'account.emailChangeNotice',
    tenantId: change.tenantId,
    to: change.oldEmail,
    ...composeEmailChangeNoticeMail(lang, newEmail, self),
  });
  await deps.audit.record(tx.db, {
    tenantId: change.tenantId,
    level: 'INFO',
    category: 'USER',
    event: 'EMAIL_CHANGE_REQUESTED',
    params: { oldEmail: change.oldEmail, newEmail },
    message: `E-Mail-Änderung von ${change.oldEmail} auf ${newEmail} angestoßen${self ? ' (selbst)' : ''}`,
    actorUserId: change.actorUserId,
    details: { userId: change.userId, newEmail },
  });
}

type TokenClaims = { email?: string; updateTo?: string; userId?: string; requestType?: string };

/** The claims of a JWT, unverified: only used to refuse more, better-auth verifies the signature. */
function claimsOf(token: unknown): TokenClaims | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    const part = token.split('.')[1];
    return part ? (JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Guards better-auth's /verify-email for address changes: the link moves an account only to the
 * address pending for it (the newest change; an older or withdrawn link is refused) and only
 * while that address is still free. Afterwards the pending row is cleared and the change audited.
 */
export function emailChangePlugin(db: Db, publicUrl: string, audit: AuditLog): BetterAuthPlugin {
  const refuse = (ctx: { redirect: (url: string) => unknown }, code: string) => {
    throw ctx.redirect(`${publicUrl}/auth/confirm?error=${code}`);
  };
  return {
    id: 'buchbar-email-change',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const claims = claimsOf(ctx.query?.token);
            if (!claims?.updateTo) return;
            if (claims.requestType !== 'change-email-verification' || !claims.userId)
              return refuse(ctx, 'INVALID_TOKEN');
            const pending = await findPendingEmail(db, claims.userId);
            if (pending !== claims.updateTo.toLowerCase()) return refuse(ctx, 'EMAIL_CHANGE_NOT_PENDING');
            const holder = await findAuthUserByEmail(db, pending);
            if (holder && holder.id !== claims.userId) return refuse(ctx, 'EMAIL_TAKEN');
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const claims = claimsOf(ctx.query?.token);
            if (!claims?.updateTo || !claims.userId) return;
            const user = await findUserEmail(db, claims.userId);
            if (!user || user.email !== claims.updateTo.toLowerCase()) return;
            await clearPendingEmail(db, claims.userId);
            await audit.record(db, {
              tenantId: user.tenantId,
              level: 'INFO',
              category: 'USER',
              event: 'EMAIL_CHANGED',
              params: { oldEmail: claims.email ?? '?', newEmail: user.email },
              message: `E-Mail-Adresse von ${claims.email ?? '?'} auf ${user.email} geändert (bestätigt)`,
              actorUserId: claims.userId,
              details: { userId: claims.userId },
            });
          }),
        },
      ],
    },
  };
}
