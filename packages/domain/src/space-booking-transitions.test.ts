import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking/status';
import {
  allowedSpaceBookingActions,
  type BookingActor,
  cancelBooking,
  checkInBooking,
  confirmBooking,
  decideSpaceBookingAction,
  declineBooking,
  initialBookingStatus,
  type StatusBooking,
} from './space-booking-transitions';
import { toInstant } from './time/zoned-time';

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

describe('decideSpaceBookingAction and allowedSpaceBookingActions (what the web offers)', () => {
  it.each([
    ['confirm', 'reserviert'],
    ['decline', 'storniert'],
    ['check-in', 'INVALID_STATUS_TRANSITION'],
    ['cancel', 'storniert'],
  ] as const)('%s on a pre-booking by its participant -> %s', (action, expected) => {
    expect(codeOf(decideSpaceBookingAction(action, booking('vorgemerkt'), participant, start - MIN))).toBe(
      expected,
    );
  });

  it.each([
    ['participant of a pre-booking', booking('vorgemerkt'), participant, -60, ['confirm', 'decline']],
    ['participant of a pre-booking after start', booking('vorgemerkt'), participant, 1, ['decline']],
    ['organizer of a pre-booking', booking('vorgemerkt'), organizer, -60, ['cancel']],
    ['participant before the window', booking('reserviert'), participant, -16, ['cancel']],
    ['participant inside the window', booking('reserviert'), participant, 0, ['check-in', 'cancel']],
    ['organizer inside the window', booking('reserviert'), organizer, 0, ['cancel']],
    ['own booking inside the window', booking('reserviert', null), organizer, 0, ['check-in', 'cancel']],
    ['manager inside the window', booking('reserviert'), manager, 0, ['check-in', 'cancel']],
    ['stranger', booking('reserviert'), stranger, 0, []],
    ['completed', booking('durchgefuehrt'), participant, 0, []],
    ['cancelled', booking('storniert'), participant, 0, []],
    ['after the end', booking('reserviert'), participant, 180, []],
  ] as const)('%s at start %+i min -> %j', (_label, b, actor, offset, expected) => {
    expect(allowedSpaceBookingActions(b, actor, start + offset * MIN)).toEqual(expected);
  });
});

describe('check-in boundaries on DST days (half-open window, 15 min each side)', () => {
  const SEC = 1_000;
  // Local starts around the switches: 03:00 right after the spring gap, 02:30 in the autumn
  // overlap (earlier occurrence), and an ordinary 09:00.
  const starts = [
    ['2026-03-29', '03:00'],
    ['2026-03-29', '09:00'],
    ['2026-10-25', '02:30'],
    ['2026-10-25', '09:00'],
    ['2027-03-28', '03:00'],
    ['2027-03-28', '09:00'],
    ['2027-10-31', '02:30'],
    ['2027-10-31', '09:00'],
  ] as const;
  const offsets = [
    [-15 * MIN - 1, 'CHECK_IN_TOO_EARLY'],
    [-15 * MIN, 'durchgefuehrt'],
    [14 * MIN + 59 * SEC, 'durchgefuehrt'],
    [15 * MIN - 1, 'durchgefuehrt'],
    [15 * MIN, 'CHECK_IN_TOO_LATE'],
  ] as const;
  const cases = starts.flatMap(([date, time]) =>
    offsets.map(([offset, expected]): [string, string, number, string] => [date, time, offset, expected]),
  );

  it.each(cases)('%s %s start %+i ms -> %s', (date, time, offset, expected) => {
    const at = toInstant(date, time);
    const b: StatusBooking = { ...booking('reserviert'), start: at, end: at + 2 * 60 * MIN };
    expect(codeOf(checkInBooking(b, participant, at + offset, 15))).toBe(expected);
    expect(allowedSpaceBookingActions(b, participant, at + offset, 15).includes('check-in')).toBe(
      expected === 'durchgefuehrt',
    );
  });
});
