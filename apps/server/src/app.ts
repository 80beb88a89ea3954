import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { LoggerOptions } from 'pino';
import { registerFileRoutes } from './modules/files/files.routes';
import type { FilesService } from './modules/files/files.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerMeRoutes } from './modules/identity/me.routes';
import { registerMailRoutes } from './modules/notifications/mails.routes';
import type { Auth } from './platform/auth/auth';
import { registerAuthRoutes } from './platform/auth/auth.routes';
import { requireActor } from './platform/auth/session';
import type { Config } from './platform/config';
import { createDb } from './platform/database/database';
import type { EventHub } from './platform/events/event-hub';
import { registerEventRoutes } from './platform/events/events.routes';
import { registerErrorHandling } from './platform/http/error-handler';
import { registerSecurity } from './platform/http/security';
import { registerStaticWeb } from './platform/http/static-web';

export type AppDeps = {
  config: Config;
  pool: pg.Pool;
  auth: Auth;
  hub: EventHub;
  files: FilesService;
  logger: LoggerOptions | false;
  webDist?: string;
};

/** The composition root of the HTTP shell: platform plugins, then each bounded context's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, { rateLimitMax: deps.config.rateLimitMax });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { files: 1, fileSize: deps.config.uploadMaxBytes } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Buchbar API',
        version: '0.1.0',
        description: 'Booking of seats, rooms and pool vehicles',
      },
      servers: [{ url: deps.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const db = createDb(deps.pool);
  const actorOf = (req: Parameters<typeof requireActor>[1]) => requireActor(deps.auth, req);
  registerHealthRoutes(app, deps.pool);
  registerAuthRoutes(app, deps.auth);
  registerMeRoutes(app, { db, requireActor: actorOf });
  registerMailRoutes(app, { db, requireActor: actorOf });
  registerEventRoutes(app, { hub: deps.hub, requireActor: actorOf });
  registerFileRoutes(app, { files: deps.files, requireActor: actorOf, maxBytes: deps.config.uploadMaxBytes });
  if (deps.webDist) await registerStaticWeb(app, deps.webDist);
  return app;
}
