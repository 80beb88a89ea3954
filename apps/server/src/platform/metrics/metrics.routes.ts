import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { BookingArea, BookingOutcome, Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A booking-create route: each answer counts in `buchbar_bookings_total{area,outcome}`. */
    bookingArea?: BookingArea;
  }
}

/** The label of a request no route matched: unknown URLs must not become labels. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * `GET /metrics` (Prometheus text format) and the hook that times every request. With a token
 * (METRICS_TOKEN) the scraper sends `Authorization: Bearer <token>`; without one only a direct
 * loopback client is answered (ADR 0019).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, opts: { token?: string }): void {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const area = req.routeOptions.config?.bookingArea;
    if (area) metrics.bookingAttempt(area, outcomeOf(reply.statusCode));
    done();
  });
  const guard = opts.token ? bearerGuard(opts.token) : loopbackGuard;
  app.get(
    '/metrics',
    // An operator's scrape endpoint, not part of the REST API (ADR 0019): not in the OpenAPI document.
    { schema: { hide: true }, config: { rateLimit: false } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      guard(req);
      const text = await metrics.scrape();
      return reply.header('content-type', metrics.registry.contentType).send(text);
    },
  );
}

/** The outcome of a booking attempt from its answer's status. */
export function outcomeOf(status: number): BookingOutcome {
  if (status >= 200 && status < 300) return 'created';
  if (status === 409) return 'conflict';
  if (status === 400) return 'invalid';
  if (status >= 500) return 'error';
  return 'refused';
}

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function bearerGuard(token: string): (req: FastifyRequest) => void {
  const wanted = digest(token);
  return (req) => {
    const header = req.headers.authorization;
    const given = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    if (given === undefined || !timingSafeEqual(digest(given), wanted))
      throw new AppError(401, 'METRICS_TOKEN_INVALID');
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Without a token: the client must be loopback, and the request must not have come through a
 * proxy. A reverse proxy on the same host connects from loopback too; its X-Forwarded-For or
 * Forwarded header shows that someone else is asking.
 */
function loopbackGuard(req: FastifyRequest): void {
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (proxied || !isLoopback(req.ip)) throw new AppError(403, 'METRICS_LOOPBACK_ONLY');
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(ip);
}
