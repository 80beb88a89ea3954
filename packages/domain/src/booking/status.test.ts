import { describe, expect, it } from 'vitest';
import { toInstant } from '../time/zoned-time';
import {
  BOOKING_STATUS,
  BOOKING_STATUS_TRANSITIONS,
  BOOKING_STATUSES,
  type BookingStatus,
  type BookingTiming,
  canTransition,
  isConfirmationExpired,
  isNoShow,
  occupiesCapacity,
  parseBookingStatus,
  releaseDueStatus,
  transition,
} from './status';

const MIN = 60_000;
// 2026-10-25 is the 25 h day; 09:00 Berlin is well after the clocks went back.
const start = toInstant('2026-10-25', '09:00');
const end = toInstant('2026-10-25', '12:00');
const booking = (status: BookingStatus): BookingTiming => ({ status, start, end });

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

describe('status table', () => {
  it('names every status once', () => {
    expect(Object.values(BOOKING_STATUS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(Object.keys(BOOKING_STATUS_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it.each([
    ['vorgemerkt', 'reserviert', true],
    ['vorgemerkt', 'storniert', true],
    ['vorgemerkt', 'durchgefuehrt', false],
    ['reserviert', 'durchgefuehrt', true],
    ['reserviert', 'aktiv', true],
    ['aktiv', 'durchgefuehrt', true],
    ['aktiv', 'storniert', true],
    ['durchgefuehrt', 'storniert', false],
    ['storniert', 'reserviert', false],
    ['verschlossen', 'storniert', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
    expect(transition(from, to, 'x')).toEqual(
      allowed
        ? { ok: true, value: to }
        : { ok: false, code: 'INVALID_STATUS_TRANSITION', details: { from, action: 'x' } },
    );
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
