import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking/status';
import { checkOneSeatPerPerson, type HeldPlace, type PlaceClaim } from './one-seat-per-person';
import { toInstant } from './time/zoned-time';

// Pinned instants, Europe/Berlin; 2026-10-25 is the 25 h DST Sunday.
const held = (
  label: string,
  date: string,
  from: string,
  to: string,
  status: BookingStatus = 'reserviert',
  groupSize = 1,
): HeldPlace => ({
  bookingId: `b-${label}`,
  spaceId: `s-${label}`,
  spaceLabel: label,
  start: toInstant(date, from),
  end: toInstant(date, to),
  status,
  groupSize,
});
const claim = (date: string, from: string, to: string, extra: Partial<PlaceClaim> = {}): PlaceClaim => ({
  start: toInstant(date, from),
  end: toInstant(date, to),
  groupSize: 1,
  forSelf: true,
  allowMultiple: false,
  ...extra,
});
const L1 = held('L-1', '2026-10-26', '09:00', '12:00');

describe('checkOneSeatPerPerson (issue 22 point 8)', () => {
  it.each<[string, PlaceClaim, HeldPlace[], string | null]>([
    ['no other place', claim('2026-10-26', '09:00', '12:00'), [], null],
    ['a second seat at the same time', claim('2026-10-26', '09:00', '12:00'), [L1], 'L-1'],
    ['partly overlapping', claim('2026-10-26', '11:30', '14:00'), [L1], 'L-1'],
    ['inside the held period', claim('2026-10-26', '10:00', '10:30'), [L1], 'L-1'],
    ['around the held period', claim('2026-10-26', '08:00', '18:00'), [L1], 'L-1'],
    ['back to back after (half-open)', claim('2026-10-26', '12:00', '14:00'), [L1], null],
    ['back to back before (half-open)', claim('2026-10-26', '07:00', '09:00'), [L1], null],
    ['another day', claim('2026-10-27', '09:00', '12:00'), [L1], null],
    [
      'across the DST Sunday',
      claim('2026-10-25', '01:30', '03:30'),
      [held('L-9', '2026-10-25', '02:30', '04:00')],
      'L-9',
    ],
    [
      'a cancelled place does not count',
      claim('2026-10-26', '09:00', '12:00'),
      [held('L-2', '2026-10-26', '09:00', '12:00', 'storniert')],
      null,
    ],
    [
      'a closed place does not count',
      claim('2026-10-26', '09:00', '12:00'),
      [held('L-2', '2026-10-26', '09:00', '12:00', 'verschlossen')],
      null,
    ],
    [
      'a place awaiting my confirmation counts',
      claim('2026-10-26', '09:00', '12:00'),
      [held('L-2', '2026-10-26', '10:00', '11:00', 'vorgemerkt')],
      'L-2',
    ],
    [
      'a checked-in place counts',
      claim('2026-10-26', '09:00', '12:00'),
      [held('L-2', '2026-10-26', '08:00', '10:00', 'durchgefuehrt')],
      'L-2',
    ],
    [
      'the earliest clash is named',
      claim('2026-10-26', '08:00', '18:00'),
      [held('L-4', '2026-10-26', '14:00', '15:00'), L1],
      'L-1',
    ],
    [
      'booking for someone else as organiser',
      claim('2026-10-26', '09:00', '12:00', { forSelf: false }),
      [L1],
      null,
    ],
    [
      'the tenant allows several places',
      claim('2026-10-26', '09:00', '12:00', { allowMultiple: true }),
      [L1],
      null,
    ],
    [
      'a group booking is not a personal seat',
      claim('2026-10-26', '09:00', '12:00', { groupSize: 4 }),
      [L1],
      null,
    ],
    [
      'a held group booking is not a personal seat',
      claim('2026-10-26', '09:00', '12:00'),
      [held('R-1', '2026-10-26', '09:00', '12:00', 'reserviert', 6)],
      null,
    ],
    [
      'confirming the booking itself',
      claim('2026-10-26', '09:00', '12:00', { bookingId: 'b-L-1' }),
      [L1],
      null,
    ],
    [
      'confirming while holding another',
      claim('2026-10-26', '09:00', '12:00', { bookingId: 'b-L-3' }),
      [L1, held('L-3', '2026-10-26', '09:00', '12:00', 'vorgemerkt')],
      'L-1',
    ],
  ])('%s', (_case, wanted, places, clash) => {
    const result = checkOneSeatPerPerson(wanted, places);
    if (clash === null) {
      expect(result).toEqual({ ok: true, value: true });
      return;
    }
    const h = places.find((p) => p.spaceLabel === clash);
    expect(result).toEqual({
      ok: false,
      code: 'ALREADY_BOOKED_ELSEWHERE',
      details: {
        spaceId: `s-${clash}`,
        spaceLabel: clash,
        bookingId: `b-${clash}`,
        start: new Date(h?.start ?? 0).toISOString(),
        end: new Date(h?.end ?? 0).toISOString(),
      },
    });
  });
});
