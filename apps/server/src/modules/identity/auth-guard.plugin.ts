import { DEFAULT_SIGN_IN_LIMITS, judgeSignInAttempt } from '@buchbar/domain/sign-in-limits';
import { USER_STATUS } from '@buchbar/domain/user-status';
import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/database/database';
import { pickLanguage, translate } from '../../platform/http/messages';
import {
  clearAccountFailures,
  insertSignInFailure,
  listAccountFailures,
  listAddressFailures,
} from './auth-failures.repository';
import { findAuthUserByEmail, findAuthUserById, findTenantIdByEmail } from './auth-users.repository';

/** Routes that check a secret of the user: throttled before, counted after. */
const GUARDED = new Set([
  '/sign-in/email',
  '/sign-in/email-otp',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);
type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const emailOf = (ctx: HookCtx): string | undefined => {
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
};
const ipOf = (ctx: HookCtx): string =>
  ctx.headers?.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
const langOf = (ctx: HookCtx) => pickLanguage(ctx.headers?.get('accept-language') ?? undefined);

/**
 * Sign-in limits per account and per address (table sign_in_failures, domain rule
 * judgeSignInAttempt), the sign-in audit (LOGIN: INFO on success, WARN on failure) and the
 * refusal of deactivated users (database hook on session creation, so it covers every method).
 */
export function authGuardPlugin(
  db: Db,
  audit: AuditLog,
  now: () => Date = () => new Date(),
): BetterAuthPlugin {
  const before = throttleSignIn(db, now);
  const after = auditSignIn(db, audit);
  return {
    id: 'buchbar-auth-guard',
    hooks: {
      before: [{ matcher: (ctx) => GUARDED.has(ctx.path ?? ''), handler: before }],
      after: [
        { matcher: (ctx) => GUARDED.has(ctx.path ?? '') || ctx.path === '/callback/:id', handler: after },
      ],
    },
    init: () => ({ options: { databaseHooks: refuseInactiveUsers(db) } }),
  };
}

/** Before a guarded route: 429 with the minutes to wait when the account or the address failed too often. */
function throttleSignIn(db: Db, now: () => Date) {
  return createAuthMiddleware(async (ctx) => {
    const t = now();
    const since = new Date(t.getTime() - DEFAULT_SIGN_IN_LIMITS.windowMinutes * 60_000);
    const email = emailOf(ctx);
    const verdict = judgeSignInAttempt(
      {
        account: email ? await listAccountFailures(db, email, since, DEFAULT_SIGN_IN_LIMITS.perAccount) : [],
        address: await listAddressFailures(db, ipOf(ctx), since, DEFAULT_SIGN_IN_LIMITS.perAddress),
      },
      t,
    );
    if (verdict.allowed) return;
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new APIError(
      'TOO_MANY_REQUESTS',
      {
        code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
        message: translate('TOO_MANY_SIGN_IN_ATTEMPTS', langOf(ctx), { minutes }),
        details: { minutes },
      },
      { 'Retry-After': String(verdict.retryAfterSeconds) },
    );
  });
}

/** After a guarded route: a success clears the account's failures and is audited; a failure is counted and audited. */
function auditSignIn(db: Db, audit: AuditLog) {
  return createAuthMiddleware(async (ctx) => {
    const session = ctx.context.newSession;
    const method = ctx.path.replace(/^\//, '');
    if (session) {
      const user = session.user as typeof session.user & { tenantId?: string | null };
      await clearAccountFailures(db, user.email.toLowerCase());
      await audit.record(db, {
        tenantId: user.tenantId ?? null,
        level: 'INFO',
        category: 'LOGIN',
        event: 'SIGN_IN',
        params: { email: user.email },
        message: `Anmeldung: ${user.email}`,
        actorUserId: user.id,
        details: { method },
      });
      return;
    }
    const returned: unknown = ctx.context.returned;
    if (!isAPIError(returned) || returned.statusCode < 400 || returned.statusCode === 429) return;
    const code = typeof returned.body?.code === 'string' ? returned.body.code : String(returned.status);
    const email = emailOf(ctx);
    if (code !== 'USER_INACTIVE') await insertSignInFailure(db, email ?? '', ipOf(ctx));
    const user = email ? await findAuthUserByEmail(db, email) : undefined;
    await audit.record(db, {
      tenantId: user?.tenantId ?? (email ? ((await findTenantIdByEmail(db, email)) ?? null) : null),
      level: 'WARN',
      category: 'LOGIN',
      event: 'SIGN_IN_FAILED',
      params: { email: email ?? '' },
      message: `Anmeldung fehlgeschlagen: ${email ?? 'unbekannt'}`,
      actorUserId: user?.id ?? null,
      details: { method, code, ip: ipOf(ctx) },
    });
  });
}

/** A session of a user who is not active is never created, whatever the sign-in method (403 USER_INACTIVE). */
function refuseInactiveUsers(db: Db): BetterAuthOptions['databaseHooks'] {
  return {
    session: {
      create: {
        before: async (session, ctx) => {
          const user = await findAuthUserById(db, session.userId);
          if (user && user.status !== USER_STATUS.active) {
            const lang = pickLanguage(ctx?.headers?.get('accept-language') ?? undefined);
            throw new APIError('FORBIDDEN', {
              code: 'USER_INACTIVE',
              message: translate('USER_INACTIVE', lang),
            });
          }
        },
      },
    },
  };
}
