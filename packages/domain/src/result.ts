import { DomainError, type ErrorDetails } from './domain-error';
import type { ErrorCode } from './error-codes';

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err = { readonly ok: false; readonly code: ErrorCode; readonly details: ErrorDetails };
export type Result<T> = Ok<T> | Err;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err(code: ErrorCode, details: ErrorDetails = {}): Err {
  return { ok: false, code, details };
}

/** Returns the value or throws the refusal as a DomainError (same code and details). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new DomainError(result.code, result.details);
}
