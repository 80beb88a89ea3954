/**
 * An expected refusal with a stable code; the error handler turns it into the uniform body
 * `{"error":{"code","message","details"}}` with the message in the caller's language.
 */
export class AppError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: AppError['status'], code: string, details: Record<string, unknown> = {}) {
    // An expected answer, not a fault: no stack trace is captured (it costs more than the rest
    // of a refused booking's error handling, and nobody reads it).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = limit;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (details: Record<string, unknown> = {}) => new AppError(404, 'NOT_FOUND', details);
export const forbidden = (details: Record<string, unknown> = {}) => new AppError(403, 'FORBIDDEN', details);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');

/** For expression position: `(await find(...)) ?? throwNotFound()`. */
export function throwNotFound(): never {
  throw notFound();
}
