import type { LoggerOptions } from 'pino';

/** Structured JSON logs (pino); secrets and cookies never reach the log. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  };
}
