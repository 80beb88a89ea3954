import { describe, expect, it } from 'vitest';
import { toInstant } from '../time/zoned-time';
import { checkOverviewWindow, type OverviewEntryInput, overviewEntryState } from './fleet-overview';
import type { TripRules } from './trip-flow';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const rules: TripRules = { checkInBeforeStartMinutes: 30, checkInActiveMinutes: 60 };

describe('checkOverviewWindow', () => {
  const monday = toInstant('2026-03-23', '00:00');
  it.each([
    ['a DST week (167 hours)', monday, toInstant('2026-03-30', '00:00'), true],
    [
      'an autumn DST day (25 hours)',
      toInstant('2026-10-25', '00:00'),
      toInstant('2026-10-26', '00:00'),
      true,
    ],
    [
      'March 2026 across the change (31 days less an hour)',
      toInstant('2026-03-01', '00:00'),
      toInstant('2026-04-01', '00:00'),
      true,
    ],
    [
      'October 2027 across the change (31 days and an hour)',
      toInstant('2027-10-01', '00:00'),
      toInstant('2027-11-01', '00:00'),
      false,
    ],
    ['exactly 31 × 24 hours', monday, monday + 31 * DAY, true],
    ['one millisecond more', monday, monday + 31 * DAY + 1, false],
    ['empty', monday, monday, false],
    ['reversed', monday, monday - HOUR, false],
    ['unreadable', Number.NaN, monday, false],
  ])('%s', (_name, from, to, ok) => {
    const r = checkOverviewWindow(from, to);
    expect(r.ok).toBe(ok);
    if (!r.ok)
      expect(r).toMatchObject({ code: 'VEHICLE_TIMELINE_WINDOW_INVALID', details: { maximumDays: 31 } });
  });
});

describe('overviewEntryState', () => {
  // Planned 2026-10-25 01:30–02:30 CEST (the first 02:xx); the CET 02:30 comes an hour later.
  const start = toInstant('2026-10-25', '01:30');
  const end = Date.parse('2026-10-25T00:30:00Z'); // 02:30 CEST
  const trip: OverviewEntryInput = {
    type: 'BUCHUNG',
    status: 'reserviert',
    start,
    end,
    checkedInAt: null,
    checkedOutAt: null,
    approvers: [],
  };
  const secondHalfPast2 = Date.parse('2026-10-25T01:30:00Z'); // 02:30 CET

  it.each([
    ['upcoming', trip, start - 2 * HOUR, 'upcoming', false, 0, { start, end }],
    [
      'awaiting approval',
      { ...trip, status: 'vorgemerkt' as const, approvers: [{ userId: 'a', approved: false }] },
      start - 2 * HOUR,
      'awaitingApproval',
      false,
      0,
      { start, end },
    ],
    [
      'running on time',
      { ...trip, status: 'aktiv' as const, checkedInAt: start + 5 * MIN },
      start + 30 * MIN,
      'running',
      false,
      0,
      { start: start + 5 * MIN, end },
    ],
    // At 02:30 CET the 02:30 CEST end lies one real hour back: 60 minutes late, bar grows to now.
    [
      'late across the repeated hour',
      { ...trip, status: 'aktiv' as const, checkedInAt: start },
      secondHalfPast2,
      'overdue',
      true,
      60,
      { start, end: secondHalfPast2 },
    ],
    [
      'late exactly at the planned end',
      { ...trip, status: 'aktiv' as const, checkedInAt: start },
      end,
      'overdue',
      true,
      0,
      { start, end },
    ],
    [
      'completed early frees the rest',
      { ...trip, status: 'durchgefuehrt' as const, checkedInAt: start, checkedOutAt: start + 20 * MIN },
      end + HOUR,
      'completed',
      false,
      0,
      { start, end: start + 20 * MIN },
    ],
    [
      'check-in missed (not late: never started)',
      trip,
      start + 2 * HOUR,
      'checkInMissed',
      false,
      0,
      { start, end },
    ],
    ['cancelled', { ...trip, status: 'storniert' as const }, start, 'cancelled', false, 0, null],
    ['a block', { ...trip, type: 'DEFEKT' as const }, end + DAY, 'block', false, 0, { start, end }],
    [
      'a cancelled block',
      { ...trip, type: 'WARTUNG' as const, status: 'storniert' as const },
      start,
      'block',
      false,
      0,
      null,
    ],
  ])('%s', (_name, entry, now, phase, late, lateMinutes, shown) => {
    expect(overviewEntryState(entry, now, rules)).toEqual({ phase, late, lateMinutes, shown });
  });

  it('a trip running late on the spring DST day counts real minutes (23-hour day)', () => {
    // Planned end 01:30 CET; now 03:30 CEST = one real hour later.
    const e = {
      ...trip,
      status: 'aktiv' as const,
      start: toInstant('2026-03-29', '00:30'),
      end: toInstant('2026-03-29', '01:30'),
      checkedInAt: toInstant('2026-03-29', '00:30'),
    };
    const s = overviewEntryState(e, toInstant('2026-03-29', '03:30'), rules);
    expect(s).toMatchObject({ phase: 'overdue', late: true, lateMinutes: 60 });
  });
});
