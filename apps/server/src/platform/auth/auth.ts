import { accounts, sessions, users, verifications } from '@buchbar/db/schema/identity';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../database/database';

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth owns passwords, sessions and cookies (no hand-written crypto). Users are
 * created by seeds and admins, never by open sign-up.
 */
export function createAuth(opts: { db: Db; config: Config; secret: string; trustedOrigins?: string[] }) {
  const { config } = opts;
  return betterAuth({
    appName: 'Buchbar',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: [config.publicUrl, ...(opts.trustedOrigins ?? [])],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8 },
    user: {
      additionalFields: {
        tenantId: { type: 'string', required: false, input: false },
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false },
        platformAdmin: { type: 'boolean', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: 'buchbar',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  });
}
