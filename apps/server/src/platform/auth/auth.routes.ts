import { AuthRequestLimits } from '@buchbar/contracts/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { pickLanguage, registerMessages } from '../http/messages';
import { uniformAuthError } from './auth-errors';
import { readLiveSessionUser, type Sessions } from './session';
import { type SessionCache, sessionTokenOf } from './session-cache';

/** Routes where a stale session cookie is irrelevant (signing in replaces it, signing out drops it). */
const NO_SESSION_CHECK =
  /^\/api\/auth\/(sign-in\/|sign-out|callback\/|email-otp\/send|request-password-reset|reset-password)/;

/**
 * better-auth's own profile write (name, image) bypasses the audited profile route
 * (PATCH /api/v1/me/profile): refused, one audited path only (issue 22 point 4).
 */
const BLOCKED = /^\/api\/auth\/update-user$/i;

/** The path as better-auth's router sees it: dot segments resolved, slashes collapsed, no trailing one. */
function routedPath(url: string): string {
  const { pathname } = new URL(url, 'http://buchbar.invalid');
  let path = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A bad escape is refused before any route runs (BAD_URL); keep the raw path here.
  }
  return path;
}

registerMessages({
  USE_PROFILE_ROUTE: {
    de: 'Name und Profil ändern Sie unter „Mein Konto“ (PATCH /api/v1/me/profile).',
    en: 'Change your name and profile under "My account" (PATCH /api/v1/me/profile).',
  },
});

/** Mounts better-auth's handler under /api/auth/* (a Fetch API handler bridged to Fastify). */
export function registerAuthRoutes(app: FastifyInstance, sessions: Sessions & { cache: SessionCache }): void {
  const { auth, db, cache } = sessions;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (BLOCKED.test(routedPath(req.url))) throw new AppError(403, 'USE_PROFILE_ROUTE');
    // Session routes (get-session, change-password, two-factor/*) must not accept a session
    // past the tenant's idle or absolute lifetime: enforcing first deletes such a session.
    if (req.headers.cookie && !NO_SESSION_CHECK.test(req.url)) {
      await readLiveSessionUser({ ...sessions, cache: undefined }, req.headers.cookie, new Date());
    }
    checkAuthBody(req.body);
    const response = await auth.handler(toFetchRequest(req));
    // better-auth turns a failed database call into a bare 500; when the database is down, the
    // probe fails too and the error handler answers 503 DATABASE_UNAVAILABLE instead.
    if (response.status >= 500) await db.execute(sql`select 1`);
    // Signing out, revoking sessions, changing the password: this instance forgets the cookie's
    // session at once (the database triggers tell every instance about the rows themselves).
    const token = req.method === 'POST' ? sessionTokenOf(req.headers.cookie) : undefined;
    if (token) cache.delete(token);
    // Errors leave in the uniform body, translated (better-auth writes {code, message} in English).
    const failure =
      response.status >= 400
        ? uniformAuthError(
            response.status,
            await response.text(),
            pickLanguage(req.headers['accept-language']),
          )
        : undefined;
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      const k = key.toLowerCase();
      if (k === 'set-cookie' || (failure && (k === 'content-type' || k === 'content-length'))) return;
      reply.header(key, value);
    });
    // Every Set-Cookie must be forwarded on its own; a joined header loses cookies.
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // Return the reply: an async onSend hook (auth-mail-limits.ts) must not see a second send.
    if (failure) return reply.type('application/json; charset=utf-8').send(failure);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
  // Secrets travel in better-auth's links as ?token= (e-mail verification, magic links), ?code=
  // and ?state= (OIDC callbacks) and as the reset-password path segment, which gets a route of
  // its own so that it can declare its token (the request log redacts declared parameters).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { secretParams: ['token', 'code', 'state', 'otp'] },
    handler,
  });
  app.route({
    method: 'GET',
    url: '/api/auth/reset-password/:token',
    schema: { hide: true },
    config: { secretParams: ['token', 'code', 'state', 'otp'] },
    handler,
  });
}

/** Over-long fields never reach better-auth (a 1 MB e-mail would end in its database indexes). */
function checkAuthBody(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const checked = AuthRequestLimits.safeParse(body);
  if (checked.success) return;
  const fields = checked.error.issues.map((i) => ({
    path: ['body', ...i.path].join('.'),
    message: i.message,
  }));
  throw new AppError(400, 'VALIDATION_FAILED', { fields });
}

function toFetchRequest(req: FastifyRequest): Request {
  const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth reads the client address from x-forwarded-for; Fastify has already resolved it
  // (trusting the header only from TRUST_PROXY), so pass exactly that address — never the
  // client's own header — for sessions, the per-address sign-in limit and the audit log.
  headers.set('x-forwarded-for', req.ip);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const form = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? serializeBody(req.body, form === true) : undefined,
  });
}

/** @fastify/formbody parsed form posts (OIDC form_post callbacks); send them on as a form again. */
function serializeBody(body: unknown, form: boolean): string {
  if (typeof body === 'string') return body;
  if (form && typeof body === 'object' && body !== null) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') params.set(k, v);
    return params.toString();
  }
  return JSON.stringify(body);
}
