import { hostname } from 'node:os';
import type { LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

/** Query parameters that carry a secret: kiosk and mail-link tokens, OAuth codes and tokens, one-time codes. */
const SECRET_PARAM = /^(token|[\w-]*[_-]token|code|otp|password|secret)$/i;
/** Path segments that are a secret: better-auth's password-reset link (/reset-password/<token>). */
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/gi;

/**
 * The URL as it may be logged: secret query values (`?token=…`, `?code=…`) and secret path
 * segments replaced by "[redacted]", everything else byte for byte as requested.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(safeDecode(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * Structured JSON logs (pino); secrets, tokens in URLs and cookies never reach the log. With an
 * instance id every line carries `"instance": "<id>"`, so logs of N instances can be told apart.
 */
export function loggerOptions(level: string, instanceId?: string): LoggerOptions {
  return {
    level,
    ...(instanceId ? { base: { pid: process.pid, hostname: hostname(), instance: instanceId } } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: REDACTED,
    },
    serializers: {
      // Fastify's request serializer, with the URL redacted (kiosk devices send ?token=).
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
