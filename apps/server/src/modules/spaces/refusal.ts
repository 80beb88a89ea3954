import type { ErrorCode } from '@buchbar/domain/error-codes';
import { AppError } from '../../platform/http/app-error';

const CONFLICTS: ReadonlySet<string> = new Set([
  'CAPACITY_EXCEEDED',
  'ALREADY_BOOKED_ELSEWHERE',
  'INVALID_STATUS_TRANSITION',
  'BOOKING_COMPLETED_CANNOT_CANCEL',
  'BOOKING_ALREADY_CANCELLED',
  'BOOKING_LOCKED',
]);
const NOT_YOURS: ReadonlySet<string> = new Set([
  'NOT_CONFIRMING_PERSON',
  'NOT_BOOKING_PARTICIPANT',
  'NOT_BOOKING_MEMBER',
]);

/**
 * Domain refusals as HTTP: conflicts with other bookings or the current status are 409, acting
 * on somebody else's booking is 403, every other rule is 422. All reasons travel in details.
 */
export function refusal(
  reasons: readonly { code: ErrorCode; details: Readonly<Record<string, unknown>> }[],
): AppError {
  const first = reasons.find((r) => CONFLICTS.has(r.code)) ?? reasons[0];
  if (!first) return new AppError(422, 'VALIDATION_FAILED');
  const status = CONFLICTS.has(first.code) ? 409 : NOT_YOURS.has(first.code) ? 403 : 422;
  return new AppError(status, first.code, { ...first.details, reasons: reasons.map((r) => r.code) });
}
