import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth';

/** Mounts better-auth's handler under /api/auth/* (a Fetch API handler bridged to Fastify). */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const response = await auth.handler(toFetchRequest(req));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      });
      // Every Set-Cookie must be forwarded on its own; a joined header loses cookies.
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

function toFetchRequest(req: FastifyRequest): Request {
  const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (typeof req.body === 'string' ? req.body : JSON.stringify(req.body)) : undefined,
  });
}
