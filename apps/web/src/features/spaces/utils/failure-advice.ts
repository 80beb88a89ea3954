/** What the person can do about a refused or failed booking action (the `advice` keys of spaces-map.json). */
export type FailureHint =
  | 'offline'
  | 'signIn'
  | 'permission'
  | 'otherPlace'
  | 'otherTime'
  | 'weeklyLimit'
  | 'heldElsewhere'
  | 'heldElsewhereUnnamed'
  | 'checkEmail'
  | 'groupSize'
  | 'checkInWindow'
  | 'refreshed'
  | 'later'
  | 'reload';

export interface FailureAdvice {
  hint: FailureHint;
  /** Sending the same request again may work (network, rate limit, server trouble). */
  retry: boolean;
  /** What the advice names, e.g. the seat the person already holds (`{{seat}}` in the text). */
  values?: { seat: string };
}

const BY_CODE: Record<string, FailureHint> = {
  CAPACITY_EXCEEDED: 'otherPlace',
  SPACE_INACTIVE: 'otherPlace',
  GROUP_SIZE_EXCEEDS_CAPACITY: 'groupSize',
  GROUP_SIZE_INVALID: 'groupSize',
  BOOKING_IN_PAST: 'otherTime',
  BOOKING_SPANS_DAYS: 'otherTime',
  SPACE_CLOSED_ON_DAY: 'otherTime',
  BOOKING_DAY_NOT_BOOKABLE: 'otherTime',
  BOOKING_OUTSIDE_OPENING_HOURS: 'otherTime',
  BOOKING_NOT_ALIGNED_TO_STEP: 'otherTime',
  BOOKING_MODE_MISMATCH: 'otherTime',
  WORK_TIME_SLOT_EMPTY: 'otherTime',
  BOOKING_TOO_SHORT: 'otherTime',
  BOOKING_TOO_LONG: 'otherTime',
  INVALID_INTERVAL: 'otherTime',
  BOOKING_WEEKLY_LIMIT_REACHED: 'weeklyLimit',
  // One person, one place at a time (issue 22 point 8): see heldElsewhere() for the seat's name.
  ALREADY_BOOKED_ELSEWHERE: 'heldElsewhereUnnamed',
  PARTICIPANT_UNKNOWN: 'checkEmail',
  CHECK_IN_TOO_EARLY: 'checkInWindow',
  CHECK_IN_TOO_LATE: 'checkInWindow',
  INVALID_STATUS_TRANSITION: 'refreshed',
  BOOKING_COMPLETED_CANNOT_CANCEL: 'refreshed',
  BOOKING_ALREADY_CANCELLED: 'refreshed',
  BOOKING_ALREADY_ENDED: 'refreshed',
  CONFIRMATION_DEADLINE_PASSED: 'refreshed',
  NOT_CONFIRMING_PERSON: 'permission',
  NOT_BOOKING_PARTICIPANT: 'permission',
  NOT_BOOKING_MEMBER: 'permission',
};

/** The api client's ApiError as far as advice needs it (status 0: no answer, e.g. offline). */
interface Answer {
  status: number;
  code: string;
  details?: unknown;
}
const NETWORK_ERROR_STATUS = 0;

function isAnswer(error: unknown): error is Answer {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    'code' in error &&
    typeof error.code === 'string'
  );
}

/**
 * Issue 14 point 2: every failed booking, cancellation or confirmation says what to do next. The
 * server's message says what went wrong (translated); this picks the advice by its code, else by
 * the HTTP status, and whether the same request is worth sending again.
 */
export function adviseOnFailure(error: unknown): FailureAdvice {
  if (!isAnswer(error)) return { hint: 'reload', retry: true };
  if (error.status === NETWORK_ERROR_STATUS) return { hint: 'offline', retry: true };
  if (error.code === 'ALREADY_BOOKED_ELSEWHERE') return heldElsewhere(error.details);
  const byCode = BY_CODE[error.code];
  if (byCode) return { hint: byCode, retry: false };
  if (error.status === 401) return { hint: 'signIn', retry: false };
  if (error.status === 403) return { hint: 'permission', retry: false };
  if (error.status === 404) return { hint: 'refreshed', retry: false };
  if (error.status === 409) return { hint: 'otherPlace', retry: false };
  if (error.status === 422 || error.status === 400) return { hint: 'otherTime', retry: false };
  if (error.status === 429 || error.status >= 500) return { hint: 'later', retry: true };
  return { hint: 'reload', retry: true };
}

/**
 * Issue 22 point 8: the advice names the seat the person already holds (the refusal's
 * `details.spaceLabel`), so that they know which booking to cancel.
 */
function heldElsewhere(details: unknown): FailureAdvice {
  const label =
    typeof details === 'object' && details !== null && 'spaceLabel' in details
      ? details.spaceLabel
      : undefined;
  if (typeof label === 'string' && label.trim() !== '')
    return { hint: 'heldElsewhere', retry: false, values: { seat: label } };
  return { hint: 'heldElsewhereUnnamed', retry: false };
}
