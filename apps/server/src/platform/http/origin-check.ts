import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated APIs: a state-changing request that a browser marks
 * as coming from another origin is refused. Requests without Origin (curl, server-to-server)
 * carry no victim's cookies from a foreign page, so they pass; SameSite=Lax is the second layer.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (origin !== undefined && origin !== 'null' && !trusted.has(origin)) {
      throw new AppError(403, 'FOREIGN_ORIGIN', { origin });
    }
    if (origin === 'null' || site === 'cross-site')
      throw new AppError(403, 'FOREIGN_ORIGIN', { origin: origin ?? site });
  });
}
