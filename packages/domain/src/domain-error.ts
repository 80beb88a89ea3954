import type { ErrorCode } from './error-codes';

export type ErrorDetails = Readonly<Record<string, unknown>>;

/**
 * Thrown only where a caller broke a precondition it could have checked (invalid time zone,
 * invalid rounding step). Expected refusals (business rules) are returned as `Result` values.
 * `code` is stable (see error-codes.ts); `details` carries the offending values for messages.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, details: ErrorDetails = {}) {
    super(`${code} ${JSON.stringify(details)}`);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
