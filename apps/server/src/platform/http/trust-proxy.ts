import { isIP, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Which peers may tell us the client address (X-Forwarded-For): none (the default, every
 * request is keyed by the socket's address), or the named proxies — IPs, CIDR ranges and the
 * range names Fastify knows ('loopback', 'linklocal', 'uniquelocal').
 */
export type TrustProxy = false | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses TRUST_PROXY ("127.0.0.1", "10.0.0.0/8, ::1", "loopback", "false"). Returns an error
 * sentence for anything else: `true` or `*` would let every client spoof its address, and a hop
 * count cannot tell a proxy from a client (Fastify 5 no longer honours one).
 */
export function parseTrustProxy(
  value: string,
): { ok: true; value: TrustProxy } | { ok: false; error: string } {
  const trimmed = value.trim();
  if (/^(false|no|0|none)$/i.test(trimmed)) return { ok: true, value: false };
  if (/^(true|yes|\*)$/i.test(trimmed))
    return {
      ok: false,
      error: 'name the proxy addresses (e.g. 127.0.0.1); trusting every peer lets clients spoof',
    };
  if (/^\d+$/.test(trimmed))
    return { ok: false, error: 'a hop count cannot tell a proxy from a client; name the proxy addresses' };
  const entries = trimmed
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (entries.length === 0 || bad.length > 0)
    return { ok: false, error: `not an IP address or CIDR range: ${bad.join(', ') || value}` };
  return { ok: true, value: entries };
}

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const address = entry.slice(0, slash);
  const range = entry.slice(slash + 1);
  const family = isIP(address);
  if (family === 0) return false;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  // proxy-addr also takes an IPv4 netmask ("10.0.0.0/255.0.0.0").
  return family === 4 && isIPv4(range);
}

/**
 * Without TRUST_PROXY, a request that arrives with X-Forwarded-For most likely came through a
 * reverse proxy: then every client shares the proxy's address for the rate limit and the
 * sign-in throttle. Say so once in the log, with the setting that fixes it.
 */
export function warnOnceOfUnnamedProxy(app: FastifyInstance, trustProxy: TrustProxy): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      app.log.warn(
        `A request from ${req.ip} carried X-Forwarded-For, but TRUST_PROXY is not set: the header is ignored, ` +
          `and all clients behind that proxy share one address for rate limits. If ${req.ip} is your reverse proxy, set TRUST_PROXY=${req.ip}.`,
      );
    }
    done();
  });
}
