import type { FastifyInstance } from 'fastify';
import type { RequireActor } from '../auth/session';
import { forbidden } from '../http/app-error';
import type { createEventStreams } from './event-stream';

/** Live updates of the signed-in user's tenant (text/event-stream). */
export function registerEventRoutes(
  app: FastifyInstance,
  deps: { streams: ReturnType<typeof createEventStreams>; requireActor: RequireActor },
) {
  app.get(
    '/api/v1/events',
    {
      schema: { tags: ['events'], summary: 'Live updates of your tenant (text/event-stream)' },
      config: { rateLimit: false },
    },
    async (req, reply) => {
      const actor = await deps.requireActor(req);
      if (!actor.tenantId) throw forbidden();
      deps.streams(req, reply, actor.tenantId);
    },
  );
}
