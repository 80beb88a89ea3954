import { type DomainError, isDomainError } from '@buchbar/domain/domain-error';
import generic from './domain-errors.messages.json' with { type: 'json' };
import { hasMessage, registerMessages } from './messages';

/**
 * A `DomainError` is thrown by a domain function whose precondition the caller broke (a stored
 * zone that is no IANA zone, a step that does not divide an hour, an unknown status). The rules
 * refused the values, so the answer is 422 with the domain's code and details, never a 500.
 */
export function domainErrorReply(
  err: unknown,
): { status: 422; code: DomainError['code']; details: Record<string, unknown> } | null {
  if (!isDomainError(err)) return null;
  return { status: 422, code: err.code, details: { ...err.details } };
}

// Messages of the domain's generic codes that no module registers (modules may word them better).
registerMessages(Object.fromEntries(Object.entries(generic).filter(([code]) => !hasMessage(code))));
