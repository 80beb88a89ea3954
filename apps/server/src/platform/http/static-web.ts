import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { embeddableHeaders } from './security';

/**
 * Serves the built SPA; unknown non-API paths get index.html so the client router can show
 * its own pages (including its 404 page). API paths keep the JSON 404.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
  opts: {
    /** Pages other sites may frame (the path and everything below it); every other page refuses frames. */
    embeddable?: readonly string[];
  } = {},
): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`No web build at ${webDist}; run "npm run build" to serve the web app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/precompress-plugin.ts).
    preCompressed: true,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const embeddable = opts.embeddable ?? [];
  const framed = embeddable.length > 0 ? embeddableHeaders() : {};
  const mayBeFramed = (url: string) => embeddable.some((p) => url === p || url.startsWith(`${p}/`));
  // Pages opened from a link carry its secret as ?token= (kiosk, office locker, password
  // recovery, a guest's booking).
  const config = { rateLimit: false, secretParams: ['token'] } as const;
  app.get('/*', { schema: { hide: true }, config }, (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) {
      return reply.code(404).send(errorBody(req, 'ROUTE_NOT_FOUND', { method: req.method, url }));
    }
    const file = path.join(webDist, path.normalize(url));
    if (file.startsWith(webDist) && url !== '/' && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(webDist, file));
    }
    if (mayBeFramed(url)) reply.removeHeader('x-frame-options').headers(framed);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
