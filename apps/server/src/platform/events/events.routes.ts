import type { FastifyInstance } from 'fastify';
import type { RequireActor } from '../auth/session';
import { forbidden } from '../http/app-error';
import type { EventHub } from './event-hub';

export const HEARTBEAT_MS = 25_000;

/** Server-Sent Events of the caller's tenant; a comment line every 25 s keeps proxies from closing it. */
export function registerEventRoutes(
  app: FastifyInstance,
  deps: { hub: EventHub; requireActor: RequireActor },
) {
  // Open streams end on shutdown, so graceful close does not wait for clients forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(
    '/api/v1/events',
    {
      schema: { tags: ['events'], summary: 'Live updates of your tenant (text/event-stream)' },
      config: { rateLimit: false },
    },
    async (req, reply) => {
      const actor = await deps.requireActor(req);
      if (!actor.tenantId) throw forbidden();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n: connected\n\n');
      const unsubscribe = deps.hub.subscribe(actor.tenantId, (event) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        res.end();
      };
      open.add(end);
      req.raw.on('close', end);
    },
  );
}
