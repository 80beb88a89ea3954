import { accounts, sessions, twoFactors, users, verifications } from '@buchbar/db/schema/identity';
import { type BetterAuthOptions, type BetterAuthPlugin, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Config } from '../config';
import type { Db } from '../database/database';
import { twoFactorForCodeSignIn } from './two-factor-code-sign-in';

export type Auth = ReturnType<typeof createAuth>;

/** Sends the authentication mails (the identity module implements it on the mail outbox). */
export type AuthMailer = {
  sendSignInCode(email: string, code: string): Promise<void>;
  sendPasswordReset(email: string, link: string): Promise<void>;
};

/** How long codes and links live, and what happens around their mails (identity's policy). */
export type AuthMailPolicy = {
  signInCodeMinutes: number;
  resetLinkMinutes: number;
  /** A browser's request is answered first; its mail is composed and queued after this delay. */
  answerFloorMs: number;
  /** Runs before a reset link is mailed (e.g. a newer link invalidates the older ones). */
  beforePasswordResetMail?: (userId: string, token: string) => Promise<void>;
};

/** The cookie may live as long as the longest absolute lifetime a tenant can set (400 days). */
const SESSION_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/**
 * better-auth owns passwords, codes, TOTP, OIDC and cookies (no hand-written crypto). Users are
 * created by seeds, admins and single sign-on, never by open sign-up. Idle and absolute session
 * lifetimes are tenant settings enforced in session.ts, so better-auth's own refresh is off.
 * The platform knows no feature module: the composition root (server.ts) hands in the mailer,
 * the mail policy and the plugins of the identity and tenancy modules.
 */
export function createAuth(opts: {
  db: Db;
  config: Config;
  secret: string;
  mailer: AuthMailer;
  mailPolicy: AuthMailPolicy;
  /**
   * Plugins of the feature modules (sign-in guard, tenant SSO, e-mail change), run after the
   * platform's own. Required: leaving out a security plugin must be a visible decision.
   */
  plugins: BetterAuthPlugin[];
  trustedOrigins?: string[];
  /** Failures of mail work done after the answer (see `afterAnswer`). */
  onBackgroundError?: (err: unknown) => void;
}) {
  const { config, mailer, mailPolicy } = opts;
  const afterAnswer = answerFirst(
    mailPolicy,
    opts.onBackgroundError ?? ((err: unknown) => console.error(err)),
  );
  const twoFactorPlugin = twoFactor({ issuer: 'Buchbar', backupCodeOptions: { amount: 10, length: 10 } });
  return betterAuth({
    appName: 'Buchbar',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Names change only on the audited profile route (issue 22 point 4); auth.routes.ts answers
    // USE_PROFILE_ROUTE first, this is the second line should a spelling of the path slip past it.
    disabledPaths: ['/update-user'],
    secret: opts.secret,
    trustedOrigins: [config.publicUrl, ...(opts.trustedOrigins ?? [])],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    emailAndPassword: passwordOptions(config, mailer, mailPolicy, afterAnswer),
    user: {
      additionalFields: {
        tenantId: { type: 'string', required: false, input: false },
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false },
        platformAdmin: { type: 'boolean', required: false, input: false },
        sso: { type: 'boolean', required: false, input: false },
      },
    },
    account: { accountLinking: { enabled: true, requireLocalEmailVerified: false, trustedProviders: [] } },
    session: {
      expiresIn: SESSION_COOKIE_SECONDS,
      updateAge: SESSION_COOKIE_SECONDS,
      disableSessionRefresh: true,
    },
    plugins: [
      twoFactorPlugin,
      emailOTP({
        disableSignUp: true,
        otpLength: 6,
        expiresIn: mailPolicy.signInCodeMinutes * 60,
        allowedAttempts: 3,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          if (type === 'sign-in') await afterAnswer(ctx?.request, () => mailer.sendSignInCode(email, otp));
        },
      }),
      twoFactorForCodeSignIn(twoFactorPlugin),
      ...opts.plugins,
    ],
    onAPIError: { errorURL: `${config.publicUrl}/auth/confirm` },
    advanced: cookieOptions(config),
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
  });
}

type AfterAnswer = (request: Request | undefined, work: () => Promise<void>) => Promise<void>;

/**
 * A request from a browser gets its answer before the mail is composed and queued, so an
 * existing and an unknown address answer alike (identity's mail limits pad what is left).
 * Server-side calls (invitations) have no request and wait for the mail.
 */
function answerFirst(mailPolicy: AuthMailPolicy, onBackgroundError: (err: unknown) => void): AfterAnswer {
  return async (request, work) => {
    if (!request) return work();
    setTimeout(() => void work().catch(onBackgroundError), mailPolicy.answerFloorMs).unref();
  };
}

/** Email and password: no open sign-up, reset links that end all sessions, mailed after the answer. */
function passwordOptions(
  config: Config,
  mailer: AuthMailer,
  mailPolicy: AuthMailPolicy,
  afterAnswer: AfterAnswer,
) {
  return {
    enabled: true,
    disableSignUp: true,
    minPasswordLength: 8,
    resetPasswordTokenExpiresIn: mailPolicy.resetLinkMinutes * 60,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, token }, request) => {
      // A newer link invalidates the older ones (at once, not after the answer).
      await mailPolicy.beforePasswordResetMail?.(user.id, token);
      await afterAnswer(request, () =>
        mailer.sendPasswordReset(
          user.email,
          `${config.publicUrl}/auth/recovery?token=${encodeURIComponent(token)}`,
        ),
      );
    },
  } satisfies BetterAuthOptions['emailAndPassword'];
}

/** The session cookie (httpOnly, lax, secure behind https) and where the client address comes from. */
function cookieOptions(config: Config) {
  return {
    cookiePrefix: 'buchbar',
    useSecureCookies: config.publicUrl.startsWith('https://'),
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    // The client address is the one Fastify resolved (socket, or X-Forwarded-For only from a
    // proxy named in TRUST_PROXY): auth.routes.ts replaces x-forwarded-for with exactly req.ip,
    // and better-auth reads only that header (a single value, no proxy chain of its own).
    ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
  } satisfies BetterAuthOptions['advanced'];
}
