/**
 * The client's console logger. Support turns on verbose output per tenant with the setting
 * `general.enableDebug` (legacy `EnableDebug`); otherwise only warnings and errors are written,
 * so production consoles stay quiet.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** The default until the session (`/api/v1/me`) has loaded. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';

/**
 * Whether the debug flag is on. The registry stores a boolean, but values migrated from the old
 * system may still arrive as 1, '1' or 'true' (spec: "EnableDebug true or 1").
 */
export function isDebugEnabled(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text === 'true' || text === '1';
  }
  return false;
}

/** The level that belongs to the session's effective settings. */
export function logLevelFor(settings: Record<string, unknown> | undefined): LogLevel {
  return isDebugEnabled(settings?.['general.enableDebug']) ? 'debug' : DEFAULT_LOG_LEVEL;
}

let current: LogLevel = DEFAULT_LOG_LEVEL;

export function setLogLevel(level: LogLevel): void {
  current = level;
}

export function getLogLevel(): LogLevel {
  return current;
}

function write(level: LogLevel, message: string, data: unknown[]): void {
  if (RANK[level] < RANK[current]) return;
  console[level](`[buchbar] ${message}`, ...data);
}

export const logger = {
  debug: (message: string, ...data: unknown[]) => write('debug', message, data),
  info: (message: string, ...data: unknown[]) => write('info', message, data),
  warn: (message: string, ...data: unknown[]) => write('warn', message, data),
  error: (message: string, ...data: unknown[]) => write('error', message, data),
};
