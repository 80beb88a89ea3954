/**
 * Is this failure "the database cannot be reached right now" (an outage, a dropped or terminated
 * connection, a full pool) rather than a fault of the request? Such failures answer 503
 * DATABASE_UNAVAILABLE, never 500. Drizzle and better-auth wrap driver errors: the cause chain
 * is searched.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if (isUnavailableItself(e as DriverError)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

type DriverError = {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  errors?: unknown;
  syscall?: unknown;
};

/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 = connection exceptions. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const MESSAGES = [
  /^Connection terminated/, // unexpectedly / due to connection timeout
  /not queryable/, // "Client has encountered a connection error and is not queryable", "Client was closed…"
  /^timeout exceeded when trying to connect/, // pool connect timeout
  /^Cannot use a pool after calling end/,
];

function isUnavailableItself(e: DriverError): boolean {
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code && (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  // Socket errors of the driver (a client aborting its HTTP request is ECONNRESET too, without syscall).
  if (code && ERRNOS.has(code) && typeof e.syscall === 'string') return true;
  // A FATAL server error ends the session (e.g. the database refuses connections, 55000).
  if (e.severity === 'FATAL' || e.severity === 'PANIC') return true;
  // Node's AggregateError when every address of the host refused.
  if (Array.isArray(e.errors) && e.errors.some((x) => isUnavailableItself(x as DriverError))) return true;
  return typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string));
}
