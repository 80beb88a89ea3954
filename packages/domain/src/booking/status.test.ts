import { describe, expect, it } from 'vitest';
import { toInstant } from '../time/zoned-time';
import {
  type BookingActor,
  type BookingStatus,
  cancelBooking,
  checkInBooking,
  confirmBooking,
  declineBooking,
  initialBookingStatus,
  isConfirmationExpired,
  isNoShow,
  occupiesCapacity,
  parseBookingStatus,
  releaseDueStatus,
  type StatusBooking,
} from './status';

const MIN = 60_000;
// 2026-10-25 is the 25 h day; 09:00 Berlin is well after the clocks went back.
const start = toInstant('2026-10-25', '09:00');
const end = toInstant('2026-10-25', '12:00');
const booking = (
  status: BookingStatus,
  participantEmail: string | null = 'pia@demo.example',
): StatusBooking => ({
  status,
  start,
  end,
  organizerEmail: 'olaf@demo.example',
  participantEmail,
});
const organizer: BookingActor = { email: 'Olaf@Demo.example ' };
const participant: BookingActor = { email: 'pia@demo.example' };
const stranger: BookingActor = { email: 'sam@demo.example' };
const manager: BookingActor = { email: 'admin@demo.example', canManageBookings: true };
const codeOf = (r: { ok: boolean; code?: string; value?: unknown }) => (r.ok ? r.value : r.code);

describe('parseBookingStatus', () => {
  it.each([
    ['vorgemerkt', 'vorgemerkt'],
    ['durchgeführt', 'durchgefuehrt'],
    ['durchgefuehrt', 'durchgefuehrt'],
    ['verschlossen', 'verschlossen'],
  ])('%s -> %s', (value, status) => {
    expect(parseBookingStatus(value)).toEqual({ ok: true, value: status });
  });

  it.each(['Reserviert', 'cancelled', ''])('refuses %j as UNKNOWN_STATUS', (value) => {
    expect(parseBookingStatus(value)).toEqual({ ok: false, code: 'UNKNOWN_STATUS', details: { value } });
  });
});

describe('initialBookingStatus', () => {
  it.each([
    ['a@x.de', null, 'reserviert'],
    ['a@x.de', 'A@X.de', 'reserviert'],
    ['a@x.de', 'b@x.de', 'vorgemerkt'],
  ])('%s for %s -> %s', (organizerEmail, participantEmail, status) => {
    expect(initialBookingStatus(organizerEmail, participantEmail)).toBe(status);
  });
});

describe('confirm / decline (spec 4: deadline = start)', () => {
  it.each([
    ['participant before start', booking('vorgemerkt'), participant, start - MIN, 'reserviert'],
    ['participant at start', booking('vorgemerkt'), participant, start, 'CONFIRMATION_DEADLINE_PASSED'],
    ['organizer', booking('vorgemerkt'), organizer, start - MIN, 'NOT_CONFIRMING_PERSON'],
    ['manager', booking('vorgemerkt'), manager, start - MIN, 'NOT_CONFIRMING_PERSON'],
    ['already reserved', booking('reserviert'), participant, start - MIN, 'INVALID_STATUS_TRANSITION'],
  ])('confirm: %s -> %s', (_label, b, actor, now, expected) => {
    expect(codeOf(confirmBooking(b, actor, now))).toBe(expected);
  });

  it.each([
    ['participant', booking('vorgemerkt'), participant, start + MIN, 'storniert'],
    ['after end', booking('vorgemerkt'), participant, end, 'BOOKING_ALREADY_ENDED'],
    ['stranger', booking('vorgemerkt'), stranger, start - MIN, 'NOT_CONFIRMING_PERSON'],
    ['cancelled', booking('storniert'), participant, start - MIN, 'INVALID_STATUS_TRANSITION'],
  ])('decline: %s -> %s', (_label, b, actor, now, expected) => {
    expect(codeOf(declineBooking(b, actor, now))).toBe(expected);
  });
});

describe('check-in (window 15 min before to 15 min after start, half-open)', () => {
  it.each([
    [-16, 'CHECK_IN_TOO_EARLY'],
    [-15, 'durchgefuehrt'],
    [0, 'durchgefuehrt'],
    [14, 'durchgefuehrt'],
    [15, 'CHECK_IN_TOO_LATE'],
  ])('at start %+i min -> %s', (offset, expected) => {
    expect(codeOf(checkInBooking(booking('reserviert'), participant, start + offset * MIN))).toBe(expected);
  });

  it.each([
    ['organizer of a booking for someone else', booking('reserviert'), organizer, 'NOT_BOOKING_PARTICIPANT'],
    ['organizer of an own booking', booking('reserviert', null), organizer, 'durchgefuehrt'],
    ['manager', booking('reserviert'), manager, 'durchgefuehrt'],
    ['not yet confirmed', booking('vorgemerkt'), participant, 'INVALID_STATUS_TRANSITION'],
    ['already checked in', booking('durchgefuehrt'), participant, 'INVALID_STATUS_TRANSITION'],
  ])('%s -> %s', (_label, b, actor, expected) => {
    expect(codeOf(checkInBooking(b, actor, start))).toBe(expected);
  });

  it('uses a configured window', () => {
    expect(codeOf(checkInBooking(booking('reserviert'), participant, start + 20 * MIN, 30))).toBe(
      'durchgefuehrt',
    );
  });
});

describe('cancel', () => {
  it.each([
    ['vorgemerkt', organizer, 'storniert'],
    ['reserviert', organizer, 'storniert'],
    ['reserviert', participant, 'storniert'],
    ['reserviert', manager, 'storniert'],
    ['aktiv', organizer, 'storniert'],
    ['reserviert', stranger, 'NOT_BOOKING_MEMBER'],
    ['durchgefuehrt', organizer, 'BOOKING_COMPLETED_CANNOT_CANCEL'],
    ['durchgefuehrt', manager, 'BOOKING_COMPLETED_CANNOT_CANCEL'],
    ['storniert', organizer, 'BOOKING_ALREADY_CANCELLED'],
    ['verschlossen', organizer, 'BOOKING_LOCKED'],
  ] as const)('%s by %o -> %s', (status, actor, expected) => {
    expect(codeOf(cancelBooking(booking(status), actor, start - MIN))).toBe(expected);
  });

  it('refuses after the end', () => {
    expect(codeOf(cancelBooking(booking('reserviert'), organizer, end))).toBe('BOOKING_ALREADY_ENDED');
  });
});

describe('no-show, expiry and capacity holding', () => {
  it.each([
    ['reserviert', 14, false],
    ['reserviert', 15, true],
    ['durchgefuehrt', 60, false],
    ['vorgemerkt', 60, false],
  ] as const)('isNoShow(%s, start %+i min) = %s', (status, offset, expected) => {
    expect(isNoShow(booking(status), start + offset * MIN)).toBe(expected);
  });

  it.each([
    ['vorgemerkt', -1, false],
    ['vorgemerkt', 0, true],
    ['reserviert', 0, false],
  ] as const)('isConfirmationExpired(%s, start %+i min) = %s', (status, offset, expected) => {
    expect(isConfirmationExpired(booking(status), start + offset * MIN)).toBe(expected);
  });

  it.each([
    ['reserviert', 20, true, 'storniert'],
    ['reserviert', 20, false, null],
    ['reserviert', 10, true, null],
    ['vorgemerkt', 0, false, 'storniert'],
    ['durchgefuehrt', 20, true, null],
  ] as const)(
    'releaseDueStatus(%s, +%i min, release %s) = %s',
    (status, offset, releaseNoShows, expected) => {
      expect(releaseDueStatus(booking(status), start + offset * MIN, { releaseNoShows })).toBe(expected);
    },
  );

  it.each([
    ['vorgemerkt', -60, true],
    ['vorgemerkt', 1, false],
    ['reserviert', 30, false],
    ['durchgefuehrt', 30, true],
    ['aktiv', 30, true],
    ['storniert', -60, false],
    ['verschlossen', -60, false],
  ] as const)('occupiesCapacity(%s, start %+i min) = %s', (status, offset, expected) => {
    expect(occupiesCapacity(booking(status), start + offset * MIN, { releaseNoShows: true })).toBe(expected);
  });
});
