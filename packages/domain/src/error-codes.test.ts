import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './domain-error';
import { ERROR_CODES, isErrorCode } from './error-codes';
import { err, ok, unwrap } from './result';

describe('error codes', () => {
  it('are unique UPPER_SNAKE strings', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it.each([
    ['INVALID_TIME_STRING', true],
    ['BOOKING_COMPLETED_CANNOT_CANCEL', true],
    ['invalid_time_string', false],
  ])('isErrorCode(%s) = %s', (value, known) => {
    expect(isErrorCode(value)).toBe(known);
  });
});

describe('results and DomainError', () => {
  it('unwraps a success', () => {
    expect(unwrap(ok(42))).toBe(42);
  });

  it('turns a refusal into a DomainError with the same code and details', () => {
    let caught: unknown;
    try {
      unwrap(err('UNKNOWN_STATUS', { value: 'x' }));
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught)).toBe(true);
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ name: 'DomainError', code: 'UNKNOWN_STATUS', details: { value: 'x' } });
  });
});
