import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { EventHub, LiveEvent } from './event-hub';

export const HEARTBEAT_MS = 25_000;
/** How often an open stream asks whether its session (or kiosk token) is still valid. */
export const RECHECK_MS = 30_000;

/**
 * What keeps a stream open: `alive` answers false when the session ended (sign-out,
 * deactivation, expiry) or the kiosk token was revoked, and throws when it cannot tell (the
 * database is away: the stream stays). A change announced for `userId` re-checks at once.
 */
export type StreamGuard = { alive: () => Promise<boolean>; userId?: string };

/** `alive` of a guard from a check that throws 401 when the session or token is gone. */
export function aliveUnless401(check: () => Promise<unknown>): () => Promise<boolean> {
  return async () => {
    try {
      await check();
      return true;
    } catch (err) {
      if (err instanceof AppError && err.status === 401) return false;
      throw err;
    }
  };
}

/**
 * Opens Server-Sent Event streams of one tenant. A comment line every 25 s keeps proxies from
 * closing idle streams; open streams end on shutdown so graceful close does not wait for them,
 * and when their guard says the session or token is gone (checked every RECHECK_MS, and at once
 * on an auth change of the stream's user).
 */
export function createEventStreams(
  app: FastifyInstance,
  hub: EventHub,
  opts: { recheckMs?: number; heartbeatMs?: number } = {},
) {
  const open = new Set<() => void>();
  const guards = new Set<() => void>();
  const recheckMs = opts.recheckMs ?? RECHECK_MS;
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  const stream = (
    req: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
    accept: (e: LiveEvent) => boolean = () => true,
    guard?: StreamGuard,
    /** What the client sees of an accepted event (the public stream tells only that something changed). */
    present: (e: LiveEvent) => LiveEvent = (e) => e,
  ) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n: connected\n\n');
    const unsubscribe = hub.subscribe(tenantId, (event) => {
      if (!accept(event)) return;
      const shown = present(event);
      res.write(`event: ${shown.type}\ndata: ${JSON.stringify(shown.data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), opts.heartbeatMs ?? HEARTBEAT_MS);
    let checking = false;
    let ended = false;
    const recheck = () => {
      if (!guard || checking || ended) return;
      checking = true;
      guard.alive().then(
        (alive) => {
          checking = false;
          if (!alive) end();
        },
        () => {
          checking = false; // cannot tell now (database away): keep the stream, ask again later
        },
      );
    };
    const timer = guard ? setInterval(recheck, recheckMs) : undefined;
    const stopWatching = guard?.userId
      ? hub.onAuthChange((change) => {
          if (change.user === guard.userId) setImmediate(recheck);
        })
      : undefined;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearInterval(timer);
      stopWatching?.();
      unsubscribe();
      open.delete(end);
      guards.delete(recheck);
      res.end();
    };
    open.add(end);
    if (guard) guards.add(recheck);
    req.raw.on('close', end);
  };
  /** Re-checks every guarded stream now (e.g. after revoking a kiosk token on this instance). */
  const recheckAll = () => {
    for (const recheck of guards) recheck();
  };
  /** How many streams of this instance are open (for /metrics). */
  const openCount = () => open.size;
  return Object.assign(stream, { recheckAll, openCount });
}
