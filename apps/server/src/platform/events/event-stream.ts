import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventHub, LiveEvent } from './event-hub';

export const HEARTBEAT_MS = 25_000;

/**
 * Opens Server-Sent Event streams of one tenant. A comment line every 25 s keeps proxies from
 * closing idle streams; open streams end on shutdown so graceful close does not wait for them.
 */
export function createEventStreams(app: FastifyInstance, hub: EventHub) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  return (
    req: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
    accept: (e: LiveEvent) => boolean = () => true,
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
      if (accept(event)) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
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
  };
}
