import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { formatInstant, toInstant } from '../time/zoned-time';
import { cancelReasonText, TRIP_CANCEL_REASONS } from './cancel-reasons';
import {
  dueTripNotices,
  missedCheckInCancelAt,
  missedCheckInDue,
  plannedTripNotices,
  reminderMinutes,
  type TripJobBooking,
  type TripJobRules,
  tripJobRulesFromSettings,
  tripRecipient,
} from './trip-jobs';

const MIN = 60_000;
const rules: TripJobRules = {
  autoCancelMissingCheckIn: true,
  autoCancelAfterMinutes: 60,
  checkInActiveMinutes: 60,
  checkOutNoticeMinutesBefore: 15,
  missingCheckOutReminderMinutes: [15, 60],
};

// Spring change 2027-03-28: 01:30 CET, 60 minutes later is 03:30 CEST.
const start = toInstant('2027-03-28', '01:30');
// Autumn change 2026-10-25: the trip ends at the first 02:30 (CEST).
const end = Date.UTC(2026, 9, 25, 0, 30);
const booking: TripJobBooking = {
  id: 'b1',
  type: 'BUCHUNG',
  status: 'reserviert',
  start,
  end: start + 4 * 60 * MIN,
  bookerId: 'booker',
  driverId: 'driver',
  guestEmail: null,
};

describe('automatic cancellation of a missed check-in (ADR 0008 gap 5)', () => {
  it.each([
    // autoCancelAfter, checkInActive, cancel at (local ISO)
    [60, 60, '2027-03-28T03:30:00+02:00'],
    [30, 60, '2027-03-28T03:30:00+02:00'], // never while check-in is still offered
    [120, 60, '2027-03-28T04:30:00+02:00'],
    [0, 0, '2027-03-28T01:30:00+01:00'],
  ])('after %i / active %i: at %s', (after, active, at) => {
    const cancelAt = missedCheckInCancelAt(booking, {
      ...rules,
      autoCancelAfterMinutes: after,
      checkInActiveMinutes: active,
    });
    expect(cancelAt === null ? null : formatInstant(cancelAt)).toBe(at);
  });

  const at = start + 60 * MIN;
  it.each([
    // overrides, rules overrides, now, due?
    [{}, {}, at - 1, false],
    [{}, {}, at, true],
    [{}, {}, at + 24 * 60 * MIN, true], // a sweep that ran late still cancels (once, by status)
    [{}, { autoCancelMissingCheckIn: false }, at, false],
    [{ status: 'aktiv' }, {}, at, false], // checked in
    [{ status: 'vorgemerkt' }, {}, at, false], // left to approval / guest expiry
    [{ status: 'storniert' }, {}, at, false],
    [{ type: 'WARTUNG' }, {}, at, false], // blocks are never checked in
  ] as const)('%o %o at %i: due %s', (over, ruleOver, now, due) => {
    const result = missedCheckInDue({ ...booking, ...over }, { ...rules, ...ruleOver }, now);
    expect(result !== null).toBe(due);
  });

  it('gives the reason, the occurrence key and the driver', () => {
    expect(missedCheckInDue(booking, rules, at)).toEqual({
      status: 'storniert',
      reason: 'Storno, da der Check-in nicht rechtzeitig erfolgte.',
      key: 'vehicle-booking:b1:missed-check-in',
      recipient: { kind: 'user', userId: 'driver' },
    });
    expect(cancelReasonText(TRIP_CANCEL_REASONS.missedCheckIn, 'en')).toBe(
      'Cancelled because the check-in did not happen in time.',
    );
    expect(cancelReasonText('Vom Fahrer storniert', 'en')).toBe('Vom Fahrer storniert');
  });

  it('reads the settings (automatic cancellation off by default)', () => {
    expect(tripJobRulesFromSettings(defaultSettings())).toEqual({
      ...rules,
      autoCancelMissingCheckIn: false,
    });
  });
});

describe('notice before the end and missing check-out reminders (ADR 0009 gap 4)', () => {
  const running: TripJobBooking = { ...booking, status: 'aktiv', start: end - 3 * 60 * MIN, end };

  it('plans the notice and each reminder with its key, across the autumn change', () => {
    const planned = plannedTripNotices(running, rules).map((n) => [n.kind, formatInstant(n.at), n.key]);
    expect(planned).toEqual([
      ['CHECK_OUT_NOTICE', '2026-10-25T02:15:00+02:00', `vehicle-booking:b1:check-out-notice:${end}`],
      ['MISSING_CHECK_OUT', '2026-10-25T02:45:00+02:00', `vehicle-booking:b1:missing-check-out:${end}:15`],
      // 60 elapsed minutes after 02:30 CEST is 02:30 CET: the same wall-clock time
      ['MISSING_CHECK_OUT', '2026-10-25T02:30:00+01:00', `vehicle-booking:b1:missing-check-out:${end}:60`],
    ]);
  });

  it.each([
    // now relative to the end, due kinds with minutes
    [-16 * MIN, []],
    [-15 * MIN, ['CHECK_OUT_NOTICE 15']],
    [-1, ['CHECK_OUT_NOTICE 15']],
    [0, []], // the end: the notice is over, the first reminder not yet
    [15 * MIN - 1, []],
    [15 * MIN, ['MISSING_CHECK_OUT 15']],
    [59 * MIN, ['MISSING_CHECK_OUT 15']],
    [60 * MIN, ['MISSING_CHECK_OUT 60']], // only the latest reached
    [48 * 60 * MIN, ['MISSING_CHECK_OUT 60']],
  ])('at end %+i ms: %o', (offset, expected) => {
    const due = dueTripNotices(running, rules, end + offset).map((n) => `${n.kind} ${n.minutes}`);
    expect(due).toEqual(expected);
  });

  it.each([
    ['reserviert', 'BUCHUNG'],
    ['durchgefuehrt', 'BUCHUNG'], // checked out: nothing more
    ['storniert', 'BUCHUNG'],
    ['aktiv', 'SERVICE'],
  ] as const)('nothing for a %s %s', (status, type) => {
    expect(dueTripNotices({ ...running, status, type }, rules, end + 60 * MIN)).toEqual([]);
  });

  it('arms the notices again when the trip is extended (new end, new keys)', () => {
    const extended = { ...running, end: end + 60 * MIN };
    const before = dueTripNotices(running, rules, end + 15 * MIN)[0]?.key;
    const after = dueTripNotices(extended, rules, end + 60 * MIN - 15 * MIN)[0];
    expect(after?.kind).toBe('CHECK_OUT_NOTICE');
    expect(after?.key).not.toBe(before);
  });

  it('gives the same key at every sweep', () => {
    const a = dueTripNotices(running, rules, end + 20 * MIN);
    const b = dueTripNotices(running, rules, end + 40 * MIN);
    expect(a.map((n) => n.key)).toEqual(b.map((n) => n.key));
  });

  it.each([
    [0, [15, 60], ['MISSING_CHECK_OUT', 'MISSING_CHECK_OUT']],
    [15, [], ['CHECK_OUT_NOTICE']],
    [15, [0], ['CHECK_OUT_NOTICE', 'MISSING_CHECK_OUT']],
  ])('notice %i, reminders %o -> %o', (before, list, kinds) => {
    const planned = plannedTripNotices(running, {
      ...rules,
      checkOutNoticeMinutesBefore: before,
      missingCheckOutReminderMinutes: list,
    });
    expect(planned.map((n) => n.kind)).toEqual(kinds);
  });

  it('cleans the reminder list', () => {
    expect(reminderMinutes([60, 15, 15, -5, 2.5, 0])).toEqual([0, 15, 60]);
  });

  it('writes to the driver, for a guest booking to the guest', () => {
    expect(tripRecipient(running)).toEqual({ kind: 'user', userId: 'driver' });
    expect(tripRecipient({ ...running, driverId: null, guestEmail: 'g@example.org' })).toEqual({
      kind: 'guest',
      email: 'g@example.org',
    });
    expect(tripRecipient({ ...running, driverId: null })).toEqual({ kind: 'user', userId: 'booker' });
  });
});
