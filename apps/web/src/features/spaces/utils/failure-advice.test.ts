import { describe, expect, it } from 'vitest';
import { adviseOnFailure, type FailureAdvice } from './failure-advice';

// The shape of the api client's ApiError: an Error with the answer's status and code.
const api = (status: number, code: string) =>
  Object.assign(new Error('message from the server'), { status, code });

describe('adviseOnFailure', () => {
  it.each<[string, unknown, FailureAdvice]>([
    ['offline (refused before sending)', api(0, 'OFFLINE'), { hint: 'offline', retry: true }],
    ['network failure', api(0, 'NETWORK_ERROR'), { hint: 'offline', retry: true }],
    ['seat taken meanwhile (409)', api(409, 'CAPACITY_EXCEEDED'), { hint: 'otherPlace', retry: false }],
    [
      'already holding another seat (409): the advice names it',
      Object.assign(api(409, 'ALREADY_BOOKED_ELSEWHERE'), { details: { spaceId: 'x', spaceLabel: 'L-1' } }),
      { hint: 'heldElsewhere', retry: false, values: { seat: 'L-1' } },
    ],
    [
      'already holding another seat, no label in the answer',
      api(409, 'ALREADY_BOOKED_ELSEWHERE'),
      { hint: 'heldElsewhereUnnamed', retry: false },
    ],
    [
      'group larger than the room',
      api(422, 'GROUP_SIZE_EXCEEDS_CAPACITY'),
      { hint: 'groupSize', retry: false },
    ],
    ['closed day', api(422, 'SPACE_CLOSED_ON_DAY'), { hint: 'otherTime', retry: false }],
    ['outside the advance window', api(422, 'BOOKING_DAY_NOT_BOOKABLE'), { hint: 'otherTime', retry: false }],
    ['weekly limit', api(422, 'BOOKING_WEEKLY_LIMIT_REACHED'), { hint: 'weeklyLimit', retry: false }],
    ['unknown participant', api(422, 'PARTICIPANT_UNKNOWN'), { hint: 'checkEmail', retry: false }],
    ['check-in too early', api(422, 'CHECK_IN_TOO_EARLY'), { hint: 'checkInWindow', retry: false }],
    [
      'already cancelled elsewhere',
      api(409, 'BOOKING_ALREADY_CANCELLED'),
      { hint: 'refreshed', retry: false },
    ],
    ['illegal transition', api(409, 'INVALID_STATUS_TRANSITION'), { hint: 'refreshed', retry: false }],
    ['not the invited person', api(403, 'NOT_CONFIRMING_PERSON'), { hint: 'permission', retry: false }],
    ['session ended', api(401, 'UNAUTHENTICATED'), { hint: 'signIn', retry: false }],
    ['missing permission', api(403, 'FORBIDDEN'), { hint: 'permission', retry: false }],
    ['gone (404)', api(404, 'NOT_FOUND'), { hint: 'refreshed', retry: false }],
    ['another conflict', api(409, 'SOMETHING_NEW'), { hint: 'otherPlace', retry: false }],
    ['another rule', api(422, 'SOMETHING_NEW'), { hint: 'otherTime', retry: false }],
    ['invalid input', api(400, 'VALIDATION_FAILED'), { hint: 'otherTime', retry: false }],
    ['rate limited', api(429, 'RATE_LIMITED'), { hint: 'later', retry: true }],
    ['database away', api(503, 'DATABASE_UNAVAILABLE'), { hint: 'later', retry: true }],
    ['server fault', api(500, 'INTERNAL'), { hint: 'later', retry: true }],
    ['an unexpected status', api(418, 'HTTP_418'), { hint: 'reload', retry: true }],
    ['not an API error', new TypeError('x is undefined'), { hint: 'reload', retry: true }],
  ])('%s', (_name, error, expected) => {
    expect(adviseOnFailure(error)).toEqual(expected);
  });
});
