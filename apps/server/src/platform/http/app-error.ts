/**
 * An expected refusal with a stable code; the error handler turns it into the uniform body
 * `{"error":{"code","message","details"}}` with the message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export const notFound = (details: Record<string, unknown> = {}) => new AppError(404, 'NOT_FOUND', details);
export const forbidden = (details: Record<string, unknown> = {}) => new AppError(403, 'FORBIDDEN', details);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');

/** For expression position: `(await find(...)) ?? throwNotFound()`. */
export function throwNotFound(): never {
  throw notFound();
}
