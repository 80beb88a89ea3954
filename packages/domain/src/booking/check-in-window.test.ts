import { describe, expect, it } from 'vitest';
import { formatInstant, toInstant } from '../time/zoned-time';
import {
  checkInTiming,
  checkInWindow,
  checkInWindowMinutes,
  isCheckInOpen,
  isCheckInOver,
} from './check-in-window';

const MIN = 60_000;

describe('checkInWindowMinutes', () => {
  it.each([
    [undefined, { before: 15, after: 15 }],
    [10, { before: 10, after: 10 }],
    [
      { before: 30, after: 60 },
      { before: 30, after: 60 },
    ],
  ] as const)('%j -> %j', (spec, expected) => {
    expect(checkInWindowMinutes(spec)).toEqual(expected);
  });
});

describe('check-in window across DST switches (elapsed minutes, half-open)', () => {
  // start, window, expected local opening and closing (Europe/Berlin, ISO with offset)
  it.each([
    // Spring gap 2026: 03:00 CEST exists, 15 min before is 01:45 CET (02:xx does not exist).
    ['2026-03-29', '03:00', 15, '2026-03-29T01:45:00+01:00', '2026-03-29T03:15:00+02:00'],
    ['2026-03-29', '09:00', 15, '2026-03-29T08:45:00+02:00', '2026-03-29T09:15:00+02:00'],
    // Autumn overlap 2026: 02:30 is the earlier (CEST) occurrence; the window closes in CEST too.
    ['2026-10-25', '02:30', 15, '2026-10-25T02:15:00+02:00', '2026-10-25T02:45:00+02:00'],
    // 03:00 CET: 15 min before is 02:45 of the second (CET) occurrence.
    ['2026-10-25', '03:00', 15, '2026-10-25T02:45:00+01:00', '2026-10-25T03:15:00+01:00'],
    ['2027-03-28', '03:00', 15, '2027-03-28T01:45:00+01:00', '2027-03-28T03:15:00+02:00'],
    [
      '2027-03-28',
      '03:00',
      { before: 30, after: 60 },
      '2027-03-28T01:30:00+01:00',
      '2027-03-28T04:00:00+02:00',
    ],
    ['2027-10-31', '02:30', 15, '2027-10-31T02:15:00+02:00', '2027-10-31T02:45:00+02:00'],
    [
      '2027-10-31',
      '03:00',
      { before: 90, after: 0 },
      '2027-10-31T02:30:00+02:00',
      '2027-10-31T03:00:00+01:00',
    ],
  ] as const)('%s %s window %j -> [%s, %s)', (date, time, spec, opens, closes) => {
    const start = toInstant(date, time);
    const window = checkInWindow(start, spec);
    expect(formatInstant(window.start)).toBe(opens);
    expect(formatInstant(window.end)).toBe(closes);
    expect(isCheckInOpen(start, window.start, spec)).toBe(true);
    expect(isCheckInOpen(start, window.start - 1, spec)).toBe(false);
    expect(isCheckInOpen(start, window.end - 1, spec)).toBe(true);
    expect(isCheckInOpen(start, window.end, spec)).toBe(false);
    expect(isCheckInOver(start, window.end - 1, spec)).toBe(false);
    expect(isCheckInOver(start, window.end, spec)).toBe(true);
  });

  it.each([
    [-15 * MIN - 1, 'CHECK_IN_TOO_EARLY'],
    [-15 * MIN, 'ok'],
    [14 * MIN + 59_000, 'ok'],
    [15 * MIN, 'CHECK_IN_TOO_LATE'],
  ] as const)('checkInTiming at start %+i ms -> %s', (offset, expected) => {
    const start = toInstant('2026-10-25', '09:00');
    const result = checkInTiming(start, start + offset);
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });

  it('separate before and after minutes (vehicles: 30 before, 60 after)', () => {
    const start = toInstant('2026-10-25', '09:00');
    const spec = { before: 30, after: 60 };
    expect(isCheckInOpen(start, start - 30 * MIN, spec)).toBe(true);
    expect(isCheckInOpen(start, start - 31 * MIN, spec)).toBe(false);
    expect(isCheckInOpen(start, start + 59 * MIN, spec)).toBe(true);
    expect(isCheckInOpen(start, start + 60 * MIN, spec)).toBe(false);
  });
});
