import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequireActor } from '../auth/session';
import { forbidden } from '../http/app-error';
import type { createEventStreams } from './event-stream';

/** Live updates of the signed-in user's tenant (text/event-stream). */
export function registerEventRoutes(
  app: FastifyInstance,
  deps: {
    streams: ReturnType<typeof createEventStreams>;
    requireActor: RequireActor;
    /** Whether the request's session is still alive, without recording activity. */
    sessionAlive: (req: FastifyRequest) => Promise<boolean>;
  },
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
      // The stream ends with its session: sign-out, deactivation, expiry (re-checked, see StreamGuard).
      deps.streams(req, reply, actor.tenantId, undefined, {
        alive: () => deps.sessionAlive(req),
        userId: actor.userId,
      });
    },
  );
}
