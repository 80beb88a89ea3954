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
  const publicUrl = trustedOrigins[0];
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    // An identity provider may POST its answer (OIDC form_post) from its own origin.
    if (req.url.startsWith('/api/auth/callback/')) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (
      origin !== undefined &&
      origin !== 'null' &&
      !trusted.has(origin) &&
      !sameHost(origin, req.hostname, req.headers)
    ) {
      throw new AppError(403, 'FOREIGN_ORIGIN', { origin });
    }
    if (origin === 'null' || site === 'cross-site')
      throw new AppError(403, 'FOREIGN_ORIGIN', { origin: origin ?? site });
    // This server reached under another name: sign-in works only on the public address
    // (better-auth's trusted origins, the cookies), so say so instead of "Invalid origin".
    if (req.url.startsWith('/api/auth/') && origin !== undefined && !trusted.has(origin))
      throw new AppError(403, 'USE_PUBLIC_URL', { origin, publicUrl });
  });
}

/** Same-origin requests (Origin's host = the Host the browser addressed) are always fine. */
function sameHost(origin: string, hostname: string, headers: Record<string, unknown>): boolean {
  try {
    const forwarded = headers['x-forwarded-host'];
    const host = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : headers.host;
    return typeof host === 'string' && new URL(origin).host === host && hostname.length > 0;
  } catch {
    return false;
  }
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A public URL on a loopback host (http://localhost:3000) is reached as 127.0.0.1 and [::1]
 * too: those origins (same scheme and port) count as the same site for sign-in and the CSRF check.
 */
export function loopbackAliases(publicUrl: string): string[] {
  const u = new URL(publicUrl);
  if (!LOOPBACK.includes(u.hostname)) return [];
  const port = u.port ? `:${u.port}` : '';
  return LOOPBACK.filter((h) => h !== u.hostname).map((h) => `${u.protocol}//${h}${port}`);
}
