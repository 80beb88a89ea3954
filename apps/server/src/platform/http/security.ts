import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type pg from 'pg';
import { AppError } from './app-error';
import { pgRateLimitStore } from './pg-rate-limit-store';

/** CSP and the other security headers, plus a per-address rate limit with the uniform 429 body. */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { rateLimitMax: number; pool?: pg.Pool },
): Promise<void> {
  // The headers are the same for every answer: helmet computes them once here, not per request.
  const headers = securityHeaders(HELMET);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Counters in PostgreSQL: every instance sees them (the global and every route's own limit).
  // Without a pool (unit tests of single plugins) the plugin's in-memory store counts.
  const store = opts.pool ? pgRateLimitStore(opts.pool) : undefined;
  if (store) app.addHook('onClose', async () => store.stop());
  await app.register(rateLimit, {
    global: true,
    ...(store ? { store: store.Store as unknown as FastifyRateLimitStoreCtor } : {}),
    max: opts.rateLimitMax,
    timeWindow: '1 minute',
    // ctx.after is English ("1 minute"); the message says the seconds in the caller's language.
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, 'RATE_LIMITED', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }),
  });
}

/**
 * The headers of a page other sites may show in a frame (ADR 0016: /public on a library's
 * website): any ancestor, no X-Frame-Options; everything else as on every other answer.
 */
export function embeddableHeaders(): Record<string, string> {
  return securityHeaders({
    contentSecurityPolicy: { directives: { ...DIRECTIVES, frameAncestors: ['*'] } },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
  });
}

/** Runs helmet once against a recording response and returns the headers it sets. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine injects CSS variables at runtime.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

const HELMET: HelmetOptions = {
  contentSecurityPolicy: { directives: DIRECTIVES },
  crossOriginEmbedderPolicy: false,
};
