import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { formatInstant, toInstant, toLocalDateTime } from '../time/zoned-time';
import type { AvailabilityVehicle, VehicleBusyPeriod } from './availability';
import {
  type AdvanceWindow,
  bookingHorizon,
  checkVehicleBookingTimes,
  earliestAllowedStart,
  firstProposalDate,
  isoWeekdayOfAdverb,
  proposeStartTimes,
  roundVehiclePeriod,
  type StartTimesInput,
  type VehicleTimingRules,
  vehicleTimingRulesFromSettings,
} from './booking-times';

// Pinned clock: Friday 2026-10-23 10:07 Berlin (CEST).
const now = toInstant('2026-10-23', '10:07');
const utc = (iso: string) => Date.parse(iso);
const day = (date: string, from: string, to: string) => ({
  start: toInstant(date, from),
  end: toInstant(date, to),
});
const rules: VehicleTimingRules = vehicleTimingRulesFromSettings(defaultSettings());
const far: AdvanceWindow = { mode: 'daily', days: 730 };
const vehicle: AvailabilityVehicle = {
  validFrom: null,
  validTo: null,
  window: { weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', outsideAllowed: false },
};
const local = (instant: number) => toLocalDateTime(instant).time;

describe('vehicle timing rules from the settings', () => {
  it('takes the spec 9 defaults', () => {
    expect(rules).toEqual({
      stepMinutes: 15,
      minimumBookingTimeMinutes: 30,
      minimumDurationMinutes: 30,
      maximumDurationMinutes: 0,
      minimumGapMinutes: 15,
      individualBookingTimes: false,
      advance: { mode: 'daily', days: 28 },
    });
  });

  it('reads the weekly mode with the German weekday adverb', () => {
    const s = {
      ...defaultSettings(),
      'vehicles.advanceBookingMode': 'weekly',
      'vehicles.bookingWindowWeekday': 'mittwochs',
      'vehicles.bookingWindowHour': 6,
      'vehicles.advanceBookingWeeks': 2,
    } as ReturnType<typeof defaultSettings>;
    expect(vehicleTimingRulesFromSettings(s).advance).toEqual({
      mode: 'weekly',
      weeks: 2,
      weekday: 3,
      hour: 6,
    });
  });

  it.each([
    ['montags', 1],
    ['dienstags', 2],
    ['samstags', 6],
    ['sonntags', 7],
    ['Montag', 1],
  ] as const)('%s is ISO weekday %i', (adverb, weekday) => {
    expect(isoWeekdayOfAdverb(adverb)).toBe(weekday);
  });
});

describe('advance window (latest end)', () => {
  it.each([
    // now, advance, latest end (ISO with offset)
    [now, { mode: 'daily', days: 28 }, '2026-11-21T00:00:00+01:00'],
    [now, { mode: 'daily', days: 0 }, '2026-10-24T00:00:00+02:00'],
    // extended by one day at local midnight, also over the 25-hour day
    [toInstant('2026-10-24', '23:59'), { mode: 'daily', days: 1 }, '2026-10-26T00:00:00+01:00'],
    [toInstant('2026-10-25', '00:00'), { mode: 'daily', days: 1 }, '2026-10-27T00:00:00+01:00'],
    [toInstant('2026-03-28', '12:00'), { mode: 'daily', days: 1 }, '2026-03-30T00:00:00+02:00'],
    [toInstant('2027-03-28', '12:00'), { mode: 'daily', days: 0 }, '2027-03-29T00:00:00+02:00'],
    [toInstant('2027-10-31', '12:00'), { mode: 'daily', days: 0 }, '2027-11-01T00:00:00+01:00'],
    // weekly on Monday 00:00, 4 weeks: last extension Mon 2026-10-19
    [now, { mode: 'weekly', weeks: 4, weekday: 1, hour: 0 }, '2026-11-16T00:00:00+01:00'],
    [now, { mode: 'weekly', weeks: 0, weekday: 1, hour: 0 }, '2026-10-19T00:00:00+02:00'], // nothing open
    [
      toInstant('2026-10-26', '00:00') - 1,
      { mode: 'weekly', weeks: 4, weekday: 1, hour: 0 },
      '2026-11-16T00:00:00+01:00',
    ],
    [
      toInstant('2026-10-26', '00:00'),
      { mode: 'weekly', weeks: 4, weekday: 1, hour: 0 },
      '2026-11-23T00:00:00+01:00',
    ],
    // weekly on Friday 12:00: before the hour still last week's extension
    [now, { mode: 'weekly', weeks: 1, weekday: 5, hour: 12 }, '2026-10-23T12:00:00+02:00'],
    [
      toInstant('2026-10-23', '12:00'),
      { mode: 'weekly', weeks: 1, weekday: 5, hour: 12 },
      '2026-10-30T12:00:00+01:00',
    ],
    // weekly on Sunday 02:00 on the DST days: the spring gap pushes 02:00 to 03:00 CEST
    [
      utc('2026-03-29T00:59:00Z'),
      { mode: 'weekly', weeks: 1, weekday: 7, hour: 2 },
      '2026-03-29T03:00:00+02:00',
    ],
    [
      utc('2026-03-29T01:00:00Z'),
      { mode: 'weekly', weeks: 1, weekday: 7, hour: 2 },
      '2026-04-05T02:00:00+02:00',
    ],
    [
      utc('2027-03-28T01:00:00Z'),
      { mode: 'weekly', weeks: 2, weekday: 7, hour: 2 },
      '2027-04-11T02:00:00+02:00',
    ],
    // the autumn overlap takes the earlier 02:00 (CEST)
    [
      utc('2026-10-25T00:00:00Z'),
      { mode: 'weekly', weeks: 1, weekday: 7, hour: 2 },
      '2026-11-01T02:00:00+01:00',
    ],
    [
      utc('2026-10-24T23:59:00Z'),
      { mode: 'weekly', weeks: 1, weekday: 7, hour: 2 },
      '2026-10-25T02:00:00+02:00',
    ],
    [
      utc('2027-10-31T00:00:00Z'),
      { mode: 'weekly', weeks: 1, weekday: 7, hour: 2 },
      '2027-11-07T02:00:00+01:00',
    ],
  ] as const)('at %i with %o: latest end %s', (at, advance, expected) => {
    expect(formatInstant(bookingHorizon(at, advance as AdvanceWindow))).toBe(expected);
  });
});

describe('booking time rules (minimum booking time, advance window, duration)', () => {
  const codes = (wanted: { start: number; end: number }, over: Partial<VehicleTimingRules> = {}, at = now) =>
    checkVehicleBookingTimes({ wanted, now: at, rules: { ...rules, ...over } }).map((r) => r.code);

  it.each([
    // wanted, rule overrides, expected codes
    [day('2026-10-23', '10:30', '11:00'), {}, []], // now + 30 = 10:37, its step slot starts 10:30
    [day('2026-10-23', '10:15', '11:00'), {}, ['VEHICLE_BOOKING_TOO_SOON']],
    [day('2026-10-23', '10:15', '11:00'), { minimumBookingTimeMinutes: 0 }, []], // from the current step
    [day('2026-10-23', '09:45', '11:00'), { minimumBookingTimeMinutes: 0 }, ['VEHICLE_BOOKING_TOO_SOON']],
    [day('2026-10-23', '11:00', '11:29'), {}, ['VEHICLE_BOOKING_TOO_SHORT']],
    [day('2026-10-23', '11:00', '11:30'), {}, []],
    [day('2026-10-23', '11:00', '11:29'), { minimumDurationMinutes: 0 }, []],
    [day('2026-10-23', '11:00', '15:00'), { maximumDurationMinutes: 180 }, ['VEHICLE_BOOKING_TOO_LONG']],
    [day('2026-11-20', '10:00', '23:59'), {}, []], // the last open day
    [{ start: toInstant('2026-11-20', '22:00'), end: toInstant('2026-11-21', '00:00') }, {}, []],
    [
      { start: toInstant('2026-11-20', '22:00'), end: toInstant('2026-11-21', '00:15') },
      {},
      ['VEHICLE_BOOKING_BEYOND_HORIZON'],
    ],
    // duration is elapsed time: 01:30-03:00 is 2.5 h on 2026-10-25 and 0.5 h on 2026-03-29
    [day('2026-10-25', '01:30', '03:00'), { minimumDurationMinutes: 150 }, []],
    [day('2027-10-31', '01:30', '03:00'), { minimumDurationMinutes: 150, advance: far }, []],
    [
      day('2027-03-28', '01:30', '03:00'),
      { minimumDurationMinutes: 60, advance: far },
      ['VEHICLE_BOOKING_TOO_SHORT'],
    ],
    [day('2026-10-23', '10:00', '09:00'), {}, []], // reversed periods are availability's END_NOT_AFTER_START
  ] as const)('%o with %o -> %o', (wanted, over, expected) => {
    expect(codes(wanted, over as Partial<VehicleTimingRules>)).toEqual(expected);
  });

  it('the spring day: now 01:50 CET, 30 minutes lead time reaches 03:20 CEST', () => {
    const at = utc('2026-03-29T00:50:00Z');
    expect(formatInstant(earliestAllowedStart(at, rules))).toBe('2026-03-29T03:15:00+02:00');
    expect(codes({ start: utc('2026-03-29T01:00:00Z'), end: utc('2026-03-29T02:00:00Z') }, {}, at)).toEqual([
      'VEHICLE_BOOKING_TOO_SOON',
    ]);
    expect(codes({ start: utc('2026-03-29T01:15:00Z'), end: utc('2026-03-29T02:00:00Z') }, {}, at)).toEqual(
      [],
    );
  });

  it('names the limit in the details', () => {
    const [reason] = checkVehicleBookingTimes({ wanted: day('2026-10-23', '10:00', '11:00'), now, rules });
    expect(reason).toEqual({
      code: 'VEHICLE_BOOKING_TOO_SOON',
      details: { minimumBookingTimeMinutes: 30, earliestStart: '2026-10-23T10:30:00+02:00' },
    });
  });

  it('rounds a submitted period to the nearest step', () => {
    const rounded = roundVehiclePeriod(
      { start: toInstant('2026-10-26', '10:07'), end: toInstant('2026-10-26', '11:53') },
      15,
    );
    expect(rounded).toEqual(day('2026-10-26', '10:00', '12:00'));
  });
});

describe('start times of a date', () => {
  const longAgo = utc('2026-01-01T00:00:00Z');
  const input = (over: Partial<StartTimesInput>): StartTimesInput => ({
    date: '2026-10-26',
    now,
    rules,
    vehicle,
    bookings: [],
    ...over,
  });

  it.each([
    ['2026-10-26', 96, '00:00', '23:45'],
    ['2026-03-29', 92, '00:00', '23:45'], // 23 hours: 02:00-02:45 does not exist
    ['2026-10-25', 100, '00:00', '23:45'], // 25 hours: 02:00-02:45 twice
    ['2027-03-28', 92, '00:00', '23:45'],
    ['2027-10-31', 100, '00:00', '23:45'],
  ] as const)('%s offers %i quarter hours (%s .. %s)', (date, count, first, last) => {
    const starts = proposeStartTimes(input({ date, now: longAgo, rules: { ...rules, advance: far } }));
    expect(starts).toHaveLength(count);
    expect(local(starts[0]?.start ?? 0)).toBe(first);
    expect(local(starts.at(-1)?.start ?? 0)).toBe(last);
    expect(starts.map((s) => local(s.start)).filter((t) => t.startsWith('02:'))).toHaveLength(
      count === 92 ? 0 : count === 100 ? 8 : 4,
    );
  });

  it('starts at now + minimum booking time, rounded up to the step', () => {
    const starts = proposeStartTimes(input({ date: '2026-10-23' }));
    expect(local(starts[0]?.start ?? 0)).toBe('10:45');
  });

  it('offers nothing for a past date or beyond the advance window', () => {
    expect(proposeStartTimes(input({ date: '2026-10-22' }))).toEqual([]);
    expect(proposeStartTimes(input({ date: '2026-11-21' }))).toEqual([]);
    const lastDay = proposeStartTimes(input({ date: '2026-11-20' }));
    expect(local(lastDay.at(-1)?.start ?? 0)).toBe('23:30'); // 23:30 + 30 min = the horizon
  });

  it('pushes times next to a booking by the minimum gap and gives the latest end', () => {
    const busy: VehicleBusyPeriod = {
      id: 'b',
      ...day('2026-10-26', '12:00', '13:00'),
      status: 'reserviert',
      type: 'BUCHUNG',
    };
    const starts = proposeStartTimes(input({ bookings: [busy] }));
    const times = starts.map((s) => local(s.start));
    expect(times).toContain('11:15'); // 11:15 + 30 = 11:45 = 12:00 - gap
    expect(times).not.toContain('11:30');
    expect(times).not.toContain('13:00');
    expect(times).toContain('13:15');
    expect(starts.find((s) => local(s.start) === '10:00')?.latestEnd).toBe(toInstant('2026-10-26', '11:45'));
    // a cancelled booking does not push anything
    expect(
      proposeStartTimes(input({ bookings: [{ ...busy, status: 'storniert' }] })).map((s) => local(s.start)),
    ).toContain('12:00');
  });

  it('the gap next to a booking over the autumn change is elapsed time', () => {
    const busy: VehicleBusyPeriod = {
      start: utc('2026-10-25T00:00:00Z'),
      end: utc('2026-10-25T00:45:00Z'), // 02:45 CEST
      status: 'reserviert',
      type: 'WARTUNG',
    };
    const starts = proposeStartTimes(
      input({ date: '2026-10-25', now: longAgo, rules: { ...rules, advance: far }, bookings: [busy] }),
    );
    const isoStarts = starts.map((s) => formatInstant(s.start));
    expect(isoStarts).not.toContain('2026-10-25T02:45:00+02:00');
    expect(isoStarts).toContain('2026-10-25T02:00:00+01:00'); // 15 minutes after 02:45 CEST
    expect(isoStarts).toContain('2026-10-25T01:15:00+02:00'); // 01:15 + 30 min = 01:45 = 02:00 - gap
    expect(isoStarts).not.toContain('2026-10-25T01:30:00+02:00');
  });

  it('with individual booking times keeps inside the window and its weekdays', () => {
    const windowRules = { ...rules, individualBookingTimes: true };
    const monday = proposeStartTimes(input({ rules: windowRules }));
    expect(local(monday[0]?.start ?? 0)).toBe('09:00');
    expect(local(monday.at(-1)?.start ?? 0)).toBe('17:30');
    expect(monday.at(-1)?.latestEnd).toBe(toInstant('2026-10-26', '18:00'));
    expect(monday.every((s) => !s.outsideBookingWindow)).toBe(true);
    expect(proposeStartTimes(input({ date: '2026-10-25', rules: windowRules }))).toEqual([]); // Sunday
  });

  it('with booking outside allowed offers the whole day and marks the special trips', () => {
    const windowRules = { ...rules, individualBookingTimes: true };
    const open = { ...vehicle, window: { ...vehicle.window, outsideAllowed: true } };
    const starts = proposeStartTimes(input({ rules: windowRules, vehicle: open }));
    expect(starts).toHaveLength(96);
    const outside = (t: string) => starts.find((s) => local(s.start) === t)?.outsideBookingWindow;
    expect([outside('08:45'), outside('09:00'), outside('17:30'), outside('17:45')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const sunday = proposeStartTimes(input({ date: '2026-10-25', rules: windowRules, vehicle: open }));
    expect(sunday.every((s) => s.outsideBookingWindow)).toBe(true);
  });

  it('stays inside the validity', () => {
    const until = { ...vehicle, validTo: '2026-10-26' };
    const starts = proposeStartTimes(input({ vehicle: until }));
    expect(starts.at(-1)?.latestEnd).toBe(toInstant('2026-10-27', '00:00'));
    expect(proposeStartTimes(input({ vehicle: { ...vehicle, validFrom: '2026-10-27' } }))).toEqual([]);
  });

  it('caps the latest end by a maximum duration', () => {
    const [first] = proposeStartTimes(input({ rules: { ...rules, maximumDurationMinutes: 120 } }));
    expect(first?.latestEnd).toBe(toInstant('2026-10-26', '02:00'));
  });

  it('every proposal passes the server rules', () => {
    const starts = proposeStartTimes(input({ date: '2026-10-23' }));
    for (const s of starts.slice(0, 5)) {
      const wanted = { start: s.start, end: s.start + 30 * 60_000 };
      expect(checkVehicleBookingTimes({ wanted, now: now + 59_000, rules })).toEqual([]);
    }
  });
});

describe('first proposal date (spec 5: next day when the window end is within the minimum booking time)', () => {
  it.each([
    // now, individual booking times, expected date
    [toInstant('2026-10-26', '17:00'), true, '2026-10-26'], // 17:30 + 30 min = 18:00 fits
    [toInstant('2026-10-26', '17:01'), true, '2026-10-27'],
    [toInstant('2026-10-25', '10:00'), true, '2026-10-26'], // Sunday: no window today
    [toInstant('2026-10-25', '23:00'), false, '2026-10-25'], // 23:30 + 30 min = midnight
    [toInstant('2026-10-25', '23:01'), false, '2026-10-26'],
    [toInstant('2027-03-28', '23:01'), false, '2027-03-29'],
  ] as const)('at %i (window %s): %s', (at, individual, expected) => {
    expect(
      firstProposalDate({ now: at, rules: { ...rules, individualBookingTimes: individual }, vehicle }),
    ).toBe(expected);
  });
});
