/** Uniform error of every API call: the server's `{"error":{code,message,details}}` body, or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Status 0 marks a request that never got an HTTP answer (offline, DNS, CORS, aborted connection). */
export const NETWORK_ERROR_STATUS = 0;
/** The code of a request refused before sending because the browser is offline (status 0). */
export const OFFLINE_CODE = 'OFFLINE';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Turns a non-2xx answer into an ApiError. Every answer of the server, /api/auth/* included,
 * has the uniform body `{"error":{code,message,details}}` with the message already in the
 * requested language; anything else (a proxy's page, no body) falls back to `HTTP_<status>`
 * and the given message.
 */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const envelope = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (!envelope) return new ApiError(status, `HTTP_${status}`, fallbackMessage);
  const code = readString(envelope.code) ?? `HTTP_${status}`;
  const message = readString(envelope.message) ?? fallbackMessage;
  const details = isRecord(envelope.details) ? envelope.details : {};
  return new ApiError(status, code, message, details);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the error means "not signed in". */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
