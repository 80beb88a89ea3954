import { describe, expect, it } from 'vitest';
import { defaultSettings } from './settings';
import {
  checkSpaceBooking,
  type ExistingSpaceBooking,
  type SpaceBookingInput,
  type SpaceBookingRules,
  spaceBookingRulesFromSettings,
} from './space-booking-rules';
import { toInstant } from './time/zoned-time';

// Pinned clock: Friday 2026-10-23 10:07 Berlin. The week of Mon 19 .. Sun 25 (DST end) is 2026-W43.
const now = toInstant('2026-10-23', '10:07');
const at = (date: string, from: string, to: string) => ({
  start: toInstant(date, from),
  end: toInstant(date, to),
});
const rules: SpaceBookingRules = {
  ...spaceBookingRulesFromSettings(defaultSettings()),
  minimumMinutes: 30,
  maximumMinutes: 480,
  maxBookingsPerWeek: 3,
  advanceDays: 14,
};
const sundayOpen = [
  { validFrom: '2026-10-25', validTo: '2026-10-25', from: '08:00', to: '18:00', status: 'offen' as const },
];
const base: SpaceBookingInput = {
  wanted: at('2026-10-26', '09:00', '11:00'),
  groupSize: 1,
  capacity: 4,
  existing: [],
  organizerBookings: [],
  weekly: [],
  exceptions: sundayOpen,
  rules,
  now,
};
const codes = (input: Partial<SpaceBookingInput>) => {
  const verdict = checkSpaceBooking({ ...base, ...input });
  return verdict.ok ? [] : verdict.reasons.map((r) => r.code);
};
const existing = (
  date: string,
  from: string,
  to: string,
  groupSize: number,
  status = 'reserviert',
): ExistingSpaceBooking => ({ ...at(date, from, to), groupSize, status }) as ExistingSpaceBooking;

describe('checkSpaceBooking: time rules', () => {
  it.each<[string, Partial<SpaceBookingInput>, string[]]>([
    ['a valid hourly booking', {}, []],
    [
      'an all-day booking on the 25 h Sunday (10 h)',
      {
        wanted: at('2026-10-25', '08:00', '18:00'),
        mode: 'allDay',
        rules: { ...rules, maximumMinutes: 600 },
      },
      [],
    ],
    ['end before start', { wanted: { start: 2, end: 1 } }, ['INVALID_INTERVAL']],
    ['started before the current step', { wanted: at('2026-10-23', '09:45', '11:00') }, ['BOOKING_IN_PAST']],
    ['started in the current step', { wanted: at('2026-10-23', '10:00', '11:00') }, []],
    [
      'all-day today while still open: from the current step (10:07 -> 10:00)',
      { wanted: at('2026-10-23', '10:00', '18:00'), mode: 'allDay', rules: { ...rules, maximumMinutes: 0 } },
      [],
    ],
    [
      'all-day today from the opening, begun already: would be a no-show at once',
      { wanted: at('2026-10-23', '08:00', '18:00'), mode: 'allDay', rules: { ...rules, maximumMinutes: 0 } },
      ['BOOKING_MODE_MISMATCH'],
    ],
    [
      'outside opening hours',
      { wanted: at('2026-10-26', '07:30', '09:00') },
      ['BOOKING_OUTSIDE_OPENING_HOURS'],
    ],
    [
      'over midnight',
      { wanted: { start: toInstant('2026-10-26', '17:00'), end: toInstant('2026-10-27', '09:00') } },
      ['BOOKING_SPANS_DAYS', 'BOOKING_OUTSIDE_OPENING_HOURS', 'BOOKING_TOO_LONG'],
    ],
    ['Saturday closed', { wanted: at('2026-10-24', '09:00', '11:00') }, ['SPACE_CLOSED_ON_DAY']],
    [
      'weekday not bookable',
      { wanted: at('2026-10-26', '09:00', '11:00'), rules: { ...rules, bookableWeekdays: [2, 3] } },
      ['BOOKING_DAY_NOT_BOOKABLE'],
    ],
    [
      'beyond the advance window',
      { wanted: at('2026-11-09', '09:00', '11:00') },
      ['BOOKING_DAY_NOT_BOOKABLE'],
    ],
    ['last day of the advance window', { wanted: at('2026-11-06', '09:00', '11:00') }, []],
    ['off the 15 min grid', { wanted: at('2026-10-26', '09:10', '11:00') }, ['BOOKING_NOT_ALIGNED_TO_STEP']],
    [
      'all-day must be the opening hours, not times of the client',
      { wanted: at('2026-10-26', '09:10', '11:00'), mode: 'allDay' },
      ['BOOKING_MODE_MISMATCH'],
    ],
    ['too short', { wanted: at('2026-10-26', '09:00', '09:15') }, ['BOOKING_TOO_SHORT']],
    ['too long', { wanted: at('2026-10-26', '08:00', '17:00') }, ['BOOKING_TOO_LONG']],
  ])('%s -> %j', (_label, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('measures elapsed time on the 25 h day (01:00-04:00 local = 4 h)', () => {
    const night = [
      {
        validFrom: '2026-10-25',
        validTo: '2026-10-25',
        from: '00:00',
        to: '23:00',
        status: 'offen' as const,
      },
    ];
    const verdict = checkSpaceBooking({
      ...base,
      exceptions: night,
      wanted: at('2026-10-25', '01:00', '04:00'),
      rules: { ...rules, maximumMinutes: 200 },
    });
    expect(verdict).toMatchObject({
      ok: false,
      reasons: [{ code: 'BOOKING_TOO_LONG', details: { minutes: 240 } }],
    });
  });

  it('returns the local date and interval when accepted', () => {
    expect(checkSpaceBooking(base)).toEqual({
      ok: true,
      value: { date: '2026-10-26', interval: base.wanted },
    });
  });
});

describe('checkSpaceBooking: group size and capacity (sweep, not sum)', () => {
  it.each<[string, Partial<SpaceBookingInput>, string[]]>([
    ['group of 0', { groupSize: 0 }, ['GROUP_SIZE_INVALID']],
    ['group of 1.5', { groupSize: 1.5 }, ['GROUP_SIZE_INVALID']],
    ['group larger than the room', { groupSize: 5 }, ['GROUP_SIZE_EXCEEDS_CAPACITY']],
    ['group equal to the room', { groupSize: 4 }, []],
    [
      'back-to-back bookings do not add up',
      {
        groupSize: 2,
        existing: [existing('2026-10-26', '09:00', '10:00', 2), existing('2026-10-26', '10:00', '11:00', 2)],
      },
      [],
    ],
    [
      'overlapping bookings add up',
      {
        groupSize: 2,
        existing: [existing('2026-10-26', '09:00', '10:30', 2), existing('2026-10-26', '10:00', '11:00', 1)],
      },
      ['CAPACITY_EXCEEDED'],
    ],
    [
      'a checked-in booking still occupies',
      { groupSize: 2, existing: [existing('2026-10-26', '08:00', '12:00', 3, 'durchgefuehrt')] },
      ['CAPACITY_EXCEEDED'],
    ],
    [
      'cancelled and locked bookings free the seat',
      {
        groupSize: 4,
        existing: [
          existing('2026-10-26', '08:00', '12:00', 3, 'storniert'),
          existing('2026-10-26', '08:00', '12:00', 3, 'verschlossen'),
        ],
      },
      [],
    ],
    [
      'a booking ending at our start does not count',
      { groupSize: 4, existing: [existing('2026-10-26', '08:00', '09:00', 4)] },
      [],
    ],
  ])('%s -> %j', (_label, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('frees a no-show seat today when no-shows are released', () => {
    const noShow = existing('2026-10-23', '09:00', '12:00', 4);
    const today = { wanted: at('2026-10-23', '10:15', '11:00'), existing: [noShow] };
    expect(codes(today)).toEqual([]);
    expect(codes({ ...today, rules: { ...rules, releaseNoShows: false } })).toEqual(['CAPACITY_EXCEEDED']);
  });

  it('reports the peak load', () => {
    const verdict = checkSpaceBooking({
      ...base,
      groupSize: 2,
      existing: [existing('2026-10-26', '09:00', '10:00', 3)],
    });
    expect(verdict).toEqual({
      ok: false,
      reasons: [{ code: 'CAPACITY_EXCEEDED', details: { capacity: 4, peakLoad: 3, groupSize: 2 } }],
    });
  });
});

describe('checkSpaceBooking: bookings per ISO week as organizer', () => {
  const mine = (date: string, status = 'reserviert') =>
    ({ ...at(date, '09:00', '10:00'), status }) as ExistingSpaceBooking;

  it.each<[string, string, ExistingSpaceBooking[], string[]]>([
    ['two this week', '2026-10-23', [mine('2026-10-19'), mine('2026-10-20')], []],
    [
      'three this week (Sunday 25 is still W43)',
      '2026-10-23',
      [mine('2026-10-19'), mine('2026-10-20'), mine('2026-10-25')],
      ['BOOKING_WEEKLY_LIMIT_REACHED'],
    ],
    [
      'three last week do not count',
      '2026-10-26',
      [mine('2026-10-19'), mine('2026-10-20'), mine('2026-10-25')],
      [],
    ],
    [
      'cancelled ones do not count',
      '2026-10-23',
      [mine('2026-10-19'), mine('2026-10-20'), mine('2026-10-21', 'storniert')],
      [],
    ],
    [
      'completed ones count',
      '2026-10-23',
      [mine('2026-10-19', 'durchgefuehrt'), mine('2026-10-20'), mine('2026-10-21', 'durchgefuehrt')],
      ['BOOKING_WEEKLY_LIMIT_REACHED'],
    ],
  ])('%s -> %j', (_label, date, organizerBookings, expected) => {
    expect(
      codes({
        wanted: at(date, '14:00', '15:00'),
        organizerBookings,
        rules: { ...rules, releaseNoShows: false },
      }),
    ).toEqual(expected);
  });

  it('is unlimited with 0', () => {
    const many = ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22'].map((d) => mine(d));
    expect(
      codes({
        organizerBookings: many,
        wanted: at('2026-10-23', '14:00', '15:00'),
        rules: { ...rules, maxBookingsPerWeek: 0 },
      }),
    ).toEqual([]);
  });
});

describe('checkSpaceBooking on the spring DST day', () => {
  const springNow = toInstant('2026-03-27', '12:00');
  const open = [
    { validFrom: '2026-03-29', validTo: '2026-03-29', from: '01:00', to: '12:00', status: 'offen' as const },
  ];

  it.each<[string, string, string, string[]]>([
    ['01:00-03:00 local (one real hour, the gap is skipped)', '01:00', '03:00', []],
    ['03:00-03:15 local is only 15 min', '03:00', '03:15', ['BOOKING_TOO_SHORT']],
    ['starting in the gap is pushed to 03:30', '02:30', '04:00', []],
  ])('%s', (_label, from, to, expected) => {
    expect(codes({ now: springNow, exceptions: open, wanted: at('2026-03-29', from, to) })).toEqual(expected);
  });
});

describe("checkSpaceBooking: all-day, morning and afternoon are the slot of the day, never the client's times", () => {
  // Opening hours from 08:00 to 18:00 on every DST day of the table (they fall on Sundays).
  const dstDays = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'];
  const open = dstDays.map((d) => ({
    validFrom: d,
    validTo: d,
    from: '08:00',
    to: '18:00',
    status: 'offen' as const,
  }));
  // A clock before every DST day of the table, and a window reaching the last one.
  const early = toInstant('2026-01-02', '08:00');
  const free = { ...rules, maximumMinutes: 0, advanceDays: 1000, maxBookingsPerWeek: 0 };
  const check = (date: string, mode: 'allDay' | 'morning' | 'afternoon', from: string, to: string) =>
    codes({ wanted: at(date, from, to), mode, exceptions: open, rules: free, now: early });

  it.each([
    ['2026-10-26', 'allDay', '08:00', '18:00', []],
    ['2026-10-26', 'morning', '08:00', '13:00', []],
    ['2026-10-26', 'afternoon', '13:00', '18:00', []],
    // The review's finding: "allDay" 10:07-10:38 was accepted.
    ['2026-10-26', 'allDay', '10:07', '10:38', ['BOOKING_MODE_MISMATCH']],
    ['2026-10-26', 'allDay', '09:00', '18:00', ['BOOKING_MODE_MISMATCH']],
    ['2026-10-26', 'morning', '08:00', '12:00', ['BOOKING_MODE_MISMATCH']],
    ['2026-10-26', 'morning', '13:00', '18:00', ['BOOKING_MODE_MISMATCH']],
    ['2026-10-26', 'afternoon', '12:00', '18:00', ['BOOKING_MODE_MISMATCH']],
    // Longer than the opening hours: outside them and not the slot.
    ['2026-10-26', 'allDay', '07:00', '19:00', ['BOOKING_OUTSIDE_OPENING_HOURS', 'BOOKING_MODE_MISMATCH']],
    ...dstDays.flatMap((d) => [
      [d, 'allDay', '08:00', '18:00', []],
      [d, 'morning', '08:00', '13:00', []],
      [d, 'afternoon', '13:00', '18:00', []],
      [d, 'allDay', '08:00', '17:00', ['BOOKING_MODE_MISMATCH']],
      [d, 'afternoon', '13:07', '18:00', ['BOOKING_MODE_MISMATCH']],
    ]),
  ] as [string, 'allDay' | 'morning' | 'afternoon', string, string, string[]][])(
    '%s %s %s-%s -> %j',
    (date, mode, from, to, expected) => {
      expect(check(date, mode, from, to)).toEqual(expected);
    },
  );

  it.each(dstDays)('refuses %s all-day sent with the offset of the other season (one hour off)', (date) => {
    const start = toInstant(date, '08:00');
    const end = toInstant(date, '18:00');
    const hour = 3_600_000;
    const shifted = checkSpaceBooking({
      ...base,
      wanted: { start: start + hour, end: end + hour },
      mode: 'allDay',
      exceptions: open,
      rules: free,
      now: early,
    });
    expect(shifted.ok ? [] : shifted.reasons.map((r) => r.code)).toEqual([
      'BOOKING_OUTSIDE_OPENING_HOURS',
      'BOOKING_MODE_MISMATCH',
    ]);
  });

  it('names the slot in the refusal', () => {
    const verdict = checkSpaceBooking({
      ...base,
      wanted: at('2026-10-26', '10:07', '10:38'),
      mode: 'allDay',
      rules: free,
    });
    expect(verdict).toEqual({
      ok: false,
      reasons: [
        {
          code: 'BOOKING_MODE_MISMATCH',
          details: {
            mode: 'allDay',
            from: '08:00',
            to: '18:00',
            start: '2026-10-26T07:00:00.000Z',
            end: '2026-10-26T17:00:00.000Z',
          },
        },
      ],
    });
  });

  it('follows the configured split and refuses a half-day that is empty', () => {
    const split = { ...free, workTimeSplit: '12:00' };
    expect(codes({ wanted: at('2026-10-26', '08:00', '12:00'), mode: 'morning', rules: split })).toEqual([]);
    expect(codes({ wanted: at('2026-10-26', '08:00', '13:00'), mode: 'morning', rules: split })).toEqual([
      'BOOKING_MODE_MISMATCH',
    ]);
    const late = { ...free, workTimeSplit: '19:00' };
    expect(codes({ wanted: at('2026-10-26', '18:00', '18:30'), mode: 'afternoon', rules: late })).toEqual([
      'BOOKING_OUTSIDE_OPENING_HOURS',
      'WORK_TIME_SLOT_EMPTY',
    ]);
  });
});
