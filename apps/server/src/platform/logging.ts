import { hostname } from 'node:os';
import { type LoggerOptions, stdSerializers } from 'pino';
import { REDACTED, redactText, redactUrl } from './log-redaction';

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
      // Fastify's request serializer, with the URL redacted by the routes' declared secret
      // parameters (log-redaction.ts): guest links, calendar feeds, kiosk and locker tokens, ….
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      // Error messages and stacks may quote the address they refused.
      err: (err: Error) => {
        const out = stdSerializers.err(err);
        if (typeof out.message === 'string') out.message = redactText(out.message);
        if (typeof out.stack === 'string') out.stack = redactText(out.stack);
        return out;
      },
    },
  };
}
