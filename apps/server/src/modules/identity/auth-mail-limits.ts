import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_MAIL_REQUEST_LIMITS,
  judgeMailRequest,
  type MailRequestLimits,
  mailRecipientKey,
} from '@buchbar/domain/mail-request-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import {
  type AuthMailKind,
  insertAuthMailRequest,
  listAuthMailRequests,
} from './auth-mail-requests.repository';

/** The better-auth routes that mail an address anybody may type in. */
const MAILING_ROUTES: Record<string, AuthMailKind> = {
  '/api/auth/request-password-reset': 'password-reset',
  '/api/auth/email-otp/send-verification-otp': 'sign-in-code',
};

/**
 * Every answer of these routes takes at least this long, whether the account exists or not.
 * The mail itself is composed and queued after the answer (platform/auth/auth.ts, given this
 * floor by authMailPolicy), so the real work of both paths stays well below it; the floor hides
 * what is left (one insert of the token).
 */
export const AUTH_MAIL_ANSWER_FLOOR_MS = 250;

/**
 * Password-reset and sign-in-code requests: at most `limits.perRecipient` per recipient and
 * window (the domain rule judgeMailRequest), counted whether the account exists or not, so
 * neither the status nor the body nor the time of the answer tells whether it does. Over the
 * limit: 429 with the uniform, translated error body and Retry-After. Runs in Fastify before
 * better-auth sees the request.
 */
export function registerAuthMailLimits(
  app: FastifyInstance,
  db: Db,
  opts: { limits?: MailRequestLimits; floorMs?: number; now?: () => Date } = {},
): void {
  const limits = opts.limits ?? DEFAULT_MAIL_REQUEST_LIMITS;
  const floorMs = opts.floorMs ?? AUTH_MAIL_ANSWER_FLOOR_MS;
  const now = opts.now ?? (() => new Date());
  const started = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (req) => {
    if (req.method === 'POST' && MAILING_ROUTES[req.url.split('?')[0] ?? ''])
      started.set(req, performance.now());
  });

  app.addHook('preHandler', async (req, reply) => {
    const kind = req.method === 'POST' ? MAILING_ROUTES[req.url.split('?')[0] ?? ''] : undefined;
    if (!kind) return;
    const body: unknown = req.body;
    const email =
      typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
        ? mailRecipientKey(body.email)
        : '';
    if (!email) return; // better-auth answers malformed input itself
    const t = now();
    const since = new Date(t.getTime() - limits.windowMinutes * 60_000);
    const verdict = judgeMailRequest(
      await listAuthMailRequests(db, kind, email, since, limits.perRecipient),
      t,
    );
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new AppError(429, 'TOO_MANY_MAIL_REQUESTS', {
        minutes: Math.ceil(verdict.retryAfterSeconds / 60),
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
    await insertAuthMailRequest(db, kind, email, req.ip);
  });

  app.addHook('onSend', async (req, _reply, payload) => {
    const at = started.get(req);
    if (at === undefined) return payload;
    const wait = floorMs - (performance.now() - at);
    if (wait > 0) await sleep(wait);
    return payload;
  });
}

/**
 * The same per-recipient limit for invitation links an administrator sends again (issue 14
 * point 8): they are password links too, so together with "Forgot password" at most
 * `limits.perRecipient` per window. Over the limit: 429 TOO_MANY_MAIL_REQUESTS.
 */
export function invitationMailLimit(
  db: Db,
  opts: { limits?: MailRequestLimits; now?: () => Date } = {},
): (email: string, ip: string) => Promise<void> {
  const limits = opts.limits ?? DEFAULT_MAIL_REQUEST_LIMITS;
  const now = opts.now ?? (() => new Date());
  return async (address, ip) => {
    const email = mailRecipientKey(address);
    const t = now();
    const since = new Date(t.getTime() - limits.windowMinutes * 60_000);
    const verdict = judgeMailRequest(
      await listAuthMailRequests(db, 'password-reset', email, since, limits.perRecipient),
      t,
      limits,
    );
    if (!verdict.allowed)
      throw new AppError(429, 'TOO_MANY_MAIL_REQUESTS', {
        minutes: Math.ceil(verdict.retryAfterSeconds / 60),
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    await insertAuthMailRequest(db, 'password-reset', email, ip);
  };
}
