import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { toInstant } from '../time/zoned-time';
import {
  type AvailabilityInput,
  availabilityRulesFromSettings,
  blockedIntervals,
  checkVehicleAvailability,
  isInsideBookingWindow,
  resolveBookingWindow,
  type VehicleBookingWindow,
  type VehicleBusyPeriod,
  validityInterval,
  vehicleCalendar,
} from './availability';

// Pinned clock: Friday 2026-10-23 10:07 Berlin (CEST).
const now = toInstant('2026-10-23', '10:07');
const at = (date: string, from: string, toDate: string, to: string) => ({
  start: toInstant(date, from),
  end: toInstant(toDate, to),
});
const day = (date: string, from: string, to: string) => at(date, from, date, to);
const utc = (iso: string) => Date.parse(iso);

const weekdays: VehicleBookingWindow = {
  weekdays: [1, 2, 3, 4, 5],
  from: '09:00',
  to: '18:00',
  outsideAllowed: false,
};
const base: AvailabilityInput = {
  wanted: day('2026-10-26', '10:00', '12:00'),
  vehicle: { validFrom: null, validTo: null, window: weekdays },
  bookings: [],
  rules: { individualBookingTimes: false, minimumGapMinutes: 15 },
  now,
};
const booking = (
  start: number,
  end: number,
  status: VehicleBusyPeriod['status'] = 'reserviert',
  type: VehicleBusyPeriod['type'] = 'BUCHUNG',
  id = 'b1',
): VehicleBusyPeriod => ({ id, start, end, status, type });
const codes = (input: Partial<AvailabilityInput>) =>
  checkVehicleAvailability({ ...base, ...input }).reasons.map((r) => r.code);

describe('availability: end after start (spec 5, first check)', () => {
  it.each([
    ['equal', day('2026-10-26', '10:00', '10:00')],
    ['reversed', day('2026-10-26', '12:00', '10:00')],
  ])('%s period: END_NOT_AFTER_START and nothing else', (_name, wanted) => {
    const verdict = checkVehicleAvailability({
      ...base,
      wanted,
      vehicle: { ...base.vehicle, validTo: '2020-01-01' },
      bookings: [booking(wanted.end - 1, wanted.start + 1)],
    });
    expect(verdict.reasons.map((r) => r.code)).toEqual(['END_NOT_AFTER_START']);
    expect(verdict.first?.code).toBe('END_NOT_AFTER_START');
    expect(verdict.available).toBe(false);
  });
});

describe('availability: validity from 00:00 of the first day to 23:59 of the last day', () => {
  it.each([
    // validFrom, validTo, wanted, valid?
    ['2026-10-25', '2026-10-25', at('2026-10-25', '00:00', '2026-10-26', '00:00'), true], // 25-hour day
    ['2026-10-25', '2026-10-25', at('2026-10-24', '23:45', '2026-10-25', '01:00'), false],
    ['2026-10-25', '2026-10-25', at('2026-10-25', '23:00', '2026-10-26', '00:15'), false],
    ['2026-03-29', '2026-03-29', at('2026-03-29', '00:00', '2026-03-30', '00:00'), true], // 23-hour day
    ['2026-03-29', '2026-03-29', at('2026-03-29', '22:00', '2026-03-30', '00:01'), false],
    ['2027-03-28', null, at('2027-03-28', '00:00', '2027-03-28', '03:30'), true],
    ['2027-03-28', null, at('2027-03-27', '23:59', '2027-03-28', '03:30'), false],
    [null, '2027-10-31', at('2027-10-31', '20:00', '2027-10-31', '23:59'), true],
    [null, '2027-10-31', at('2027-10-31', '20:00', '2027-11-01', '00:00'), true],
    [null, '2027-10-31', at('2027-10-31', '20:00', '2027-11-01', '00:15'), false],
    [null, null, at('2026-01-01', '00:00', '2030-01-01', '00:00'), true],
  ] as const)('valid %s .. %s: %o -> %s', (validFrom, validTo, wanted, valid) => {
    const vehicle = { ...base.vehicle, validFrom, validTo };
    expect(codes({ wanted, vehicle })).toEqual(valid ? [] : ['VEHICLE_NOT_VALID']);
  });

  it('counts the validity days in local time (2026-10-25 is 25 hours long)', () => {
    const v = validityInterval('2026-10-25', '2026-10-25');
    expect(v).toEqual({ start: utc('2026-10-24T22:00:00Z'), end: utc('2026-10-25T23:00:00Z') });
    expect(v.end - v.start).toBe(25 * 3_600_000);
    const spring = validityInterval('2027-03-28', '2027-03-28');
    expect(spring.end - spring.start).toBe(23 * 3_600_000);
  });
});

describe('availability: individual booking window (weekday and from/to on one day)', () => {
  const sundayNight: VehicleBookingWindow = {
    weekdays: [7],
    from: '01:00',
    to: '04:00',
    outsideAllowed: false,
  };
  it.each([
    // window, wanted, expected codes (individual booking times on, outside not allowed)
    [weekdays, day('2026-10-26', '09:00', '18:00'), []], // Monday, exactly the window (end exclusive)
    [weekdays, day('2026-10-26', '08:45', '10:00'), ['OUTSIDE_BOOKING_WINDOW']],
    [weekdays, day('2026-10-26', '17:00', '18:15'), ['OUTSIDE_BOOKING_WINDOW']],
    [weekdays, at('2026-10-26', '17:00', '2026-10-27', '10:00'), ['OUTSIDE_BOOKING_WINDOW']], // two days
    [weekdays, day('2026-10-25', '10:00', '12:00'), ['OUTSIDE_BOOKING_WINDOW']], // Sunday
    [weekdays, day('2027-10-31', '10:00', '12:00'), ['OUTSIDE_BOOKING_WINDOW']], // Sunday
    [weekdays, day('2027-03-29', '09:00', '18:00'), []], // Monday after the spring change
    // The 25-hour night: 01:00-04:00 local is four hours of elapsed time.
    [sundayNight, { start: utc('2026-10-24T23:00:00Z'), end: utc('2026-10-25T03:00:00Z') }, []],
    [
      sundayNight,
      { start: utc('2026-10-24T23:00:00Z'), end: utc('2026-10-25T03:15:00Z') },
      ['OUTSIDE_BOOKING_WINDOW'],
    ],
    // The 23-hour night: 01:00-04:00 local is two hours; 02:30 does not exist.
    [sundayNight, { start: utc('2026-03-29T00:00:00Z'), end: utc('2026-03-29T02:00:00Z') }, []],
    [
      sundayNight,
      { start: utc('2026-03-28T23:45:00Z'), end: utc('2026-03-29T01:00:00Z') },
      ['OUTSIDE_BOOKING_WINDOW'],
    ],
    [sundayNight, day('2027-03-28', '01:00', '04:00'), []],
    [sundayNight, day('2027-03-28', '00:30', '04:00'), ['OUTSIDE_BOOKING_WINDOW']],
  ] as const)('window %o, wanted %o -> %o', (window, wanted, expected) => {
    expect(
      codes({
        wanted,
        vehicle: { ...base.vehicle, window },
        rules: { ...base.rules, individualBookingTimes: true },
      }),
    ).toEqual(expected);
  });

  it('is not checked while individual booking times are off', () => {
    expect(codes({ wanted: day('2026-10-25', '03:00', '05:00') })).toEqual([]);
  });

  it('with booking outside allowed: available, but marked outside the window (a special trip)', () => {
    const verdict = checkVehicleAvailability({
      ...base,
      wanted: day('2026-10-26', '07:00', '10:00'),
      vehicle: { ...base.vehicle, window: { ...weekdays, outsideAllowed: true } },
      rules: { ...base.rules, individualBookingTimes: true },
    });
    expect(verdict).toMatchObject({ available: true, reasons: [], first: null, outsideBookingWindow: true });
  });

  it('inside the window is not a special trip', () => {
    const verdict = checkVehicleAvailability({
      ...base,
      vehicle: { ...base.vehicle, window: { ...weekdays, outsideAllowed: true } },
      rules: { ...base.rules, individualBookingTimes: true },
    });
    expect(verdict.outsideBookingWindow).toBe(false);
  });

  it('a window with from >= to is closed every day', () => {
    const broken = { ...weekdays, from: '18:00', to: '09:00' };
    expect(isInsideBookingWindow(day('2026-10-26', '10:00', '11:00'), broken)).toBe(false);
  });

  it('falls back to the settings for fields the vehicle does not set', () => {
    const s = defaultSettings();
    expect(resolveBookingWindow({}, s)).toEqual({
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      from: '09:00',
      to: '18:00',
      outsideAllowed: true,
    });
    expect(
      resolveBookingWindow({ weekdays: [1], from: '07:00', to: '08:00', outsideAllowed: false }, s),
    ).toEqual({
      weekdays: [1],
      from: '07:00',
      to: '08:00',
      outsideAllowed: false,
    });
    expect(availabilityRulesFromSettings(s)).toEqual({
      individualBookingTimes: false,
      minimumGapMinutes: 15,
    });
  });
});

describe('availability: no overlap, with the minimum gap before and after (half-open)', () => {
  const existing = booking(toInstant('2026-10-26', '10:00'), toInstant('2026-10-26', '11:00'));
  it.each([
    // wanted, gap, free?
    [day('2026-10-26', '08:00', '09:55'), 15, false], // ends 5 minutes before: refused
    [day('2026-10-26', '08:00', '09:45'), 15, true], // ends exactly 15 minutes before: accepted
    [day('2026-10-26', '08:00', '09:46'), 15, false],
    [day('2026-10-26', '11:15', '12:00'), 15, true], // starts exactly 15 minutes after
    [day('2026-10-26', '11:10', '12:00'), 15, false],
    [day('2026-10-26', '10:15', '10:45'), 15, false], // inside
    [day('2026-10-26', '09:00', '12:00'), 15, false], // around
    [day('2026-10-26', '08:00', '10:00'), 0, true], // touching, no gap
    [day('2026-10-26', '11:00', '12:00'), 0, true],
    [day('2026-10-26', '08:00', '10:01'), 0, false],
  ] as const)('%o with gap %i -> free %s', (wanted, gap, free) => {
    const verdict = checkVehicleAvailability({
      ...base,
      wanted,
      bookings: [existing],
      rules: { ...base.rules, minimumGapMinutes: gap },
    });
    expect(verdict.available).toBe(free);
    if (!free) {
      expect(verdict.first).toEqual({
        code: 'VEHICLE_ALREADY_BOOKED',
        details: { bookingIds: ['b1'], types: ['BUCHUNG'], minimumGapMinutes: gap },
      });
    }
  });

  it.each([
    ['vorgemerkt', false],
    ['reserviert', false],
    ['aktiv', false],
    ['durchgefuehrt', true],
    ['storniert', true],
    ['verschlossen', true],
  ] as const)('a %s booking: free %s', (status, free) => {
    expect(checkVehicleAvailability({ ...base, bookings: [{ ...existing, status }] }).available).toBe(free);
  });

  it.each(['WARTUNG', 'SERVICE', 'DEFEKT', 'BUCHUNG'] as const)(
    'a %s block blocks like a booking',
    (type) => {
      const verdict = checkVehicleAvailability({ ...base, bookings: [{ ...existing, type }] });
      expect(verdict.first).toMatchObject({ code: 'VEHICLE_ALREADY_BOOKED', details: { types: [type] } });
    },
  );

  it('ignores the booking being changed', () => {
    expect(checkVehicleAvailability({ ...base, bookings: [existing], ignoreBookingId: 'b1' }).available).toBe(
      true,
    );
  });

  it('names every conflicting booking', () => {
    const other = booking(
      toInstant('2026-10-26', '11:30'),
      toInstant('2026-10-26', '12:30'),
      'vorgemerkt',
      'WARTUNG',
      'b2',
    );
    expect(checkVehicleAvailability({ ...base, bookings: [existing, other] }).first?.details).toEqual({
      bookingIds: ['b1', 'b2'],
      types: ['BUCHUNG', 'WARTUNG'],
      minimumGapMinutes: 15,
    });
  });

  // Buffers are elapsed time: across a DST change the wall clock lies.
  it.each([
    // 2026-10-25: existing ends 02:45 CEST (00:45Z); 02:00 CET (second occurrence) is 01:00Z.
    ['2026-10-25T00:00:00Z', '2026-10-25T00:45:00Z', '2026-10-25T01:00:00Z', 15, true],
    ['2026-10-25T00:00:00Z', '2026-10-25T00:45:00Z', '2026-10-25T00:55:00Z', 15, false],
    // 2026-03-29: existing ends 01:50 CET (00:50Z); 03:00 CEST (01:00Z) is only 10 minutes later.
    ['2026-03-29T00:00:00Z', '2026-03-29T00:50:00Z', '2026-03-29T01:00:00Z', 15, false],
    ['2026-03-29T00:00:00Z', '2026-03-29T00:50:00Z', '2026-03-29T01:05:00Z', 15, true],
    ['2027-03-28T00:00:00Z', '2027-03-28T00:45:00Z', '2027-03-28T01:00:00Z', 15, true],
    ['2027-03-28T00:00:00Z', '2027-03-28T00:50:00Z', '2027-03-28T01:00:00Z', 15, false],
    ['2027-10-31T00:00:00Z', '2027-10-31T00:45:00Z', '2027-10-31T01:00:00Z', 15, true],
    ['2027-10-31T00:00:00Z', '2027-10-31T00:46:00Z', '2027-10-31T01:00:00Z', 15, false],
  ] as const)('existing %s..%s, wanted from %s, gap %i -> free %s', (from, to, wantedStart, gap, free) => {
    const verdict = checkVehicleAvailability({
      ...base,
      now: utc('2026-01-01T00:00:00Z'),
      wanted: { start: utc(wantedStart), end: utc(wantedStart) + 3_600_000 },
      bookings: [booking(utc(from), utc(to))],
      rules: { ...base.rules, minimumGapMinutes: gap },
    });
    expect(verdict.available).toBe(free);
  });
});

describe('availability: an active booking past its end counts as ending now', () => {
  // The driver should have returned at 09:00 and has not checked out; it is 09:30.
  const overrunNow = toInstant('2026-10-26', '09:30');
  const overrun = booking(toInstant('2026-10-26', '08:00'), toInstant('2026-10-26', '09:00'), 'aktiv');
  it.each([
    // status, wanted, gap, free?
    ['aktiv', day('2026-10-26', '09:30', '10:30'), 15, false], // blocks the next hour
    ['aktiv', day('2026-10-26', '09:40', '10:40'), 15, false], // and the gap after now
    ['aktiv', day('2026-10-26', '09:45', '10:45'), 15, true], // free from now + gap
    ['aktiv', day('2026-10-26', '09:30', '10:30'), 0, true], // no gap: free from now
    ['aktiv', day('2026-10-26', '09:15', '10:30'), 0, false], // still out at 09:15
    ['reserviert', day('2026-10-26', '09:15', '10:15'), 15, true], // not checked in: ends at its end
    ['durchgefuehrt', day('2026-10-26', '09:00', '10:00'), 15, true], // checked out early or late: free
  ] as const)('%s, wanted %o, gap %i -> free %s', (status, wanted, gap, free) => {
    const verdict = checkVehicleAvailability({
      ...base,
      now: overrunNow,
      wanted,
      bookings: [{ ...overrun, status }],
      rules: { ...base.rules, minimumGapMinutes: gap },
    });
    expect(verdict.available).toBe(free);
  });

  it('keeps blocking as time goes on, until check-out', () => {
    const later = toInstant('2026-10-26', '13:00');
    expect(blockedIntervals([overrun], later, 15)).toEqual([
      { start: toInstant('2026-10-26', '07:45'), end: toInstant('2026-10-26', '13:15') },
    ]);
  });

  it('an active booking not yet at its end keeps its end', () => {
    const running = booking(toInstant('2026-10-26', '08:00'), toInstant('2026-10-26', '12:00'), 'aktiv');
    expect(blockedIntervals([running], overrunNow, 15)).toEqual([
      { start: toInstant('2026-10-26', '07:45'), end: toInstant('2026-10-26', '12:15') },
    ]);
  });
});

describe('availability: every reason, in the order of spec 5', () => {
  it('lists validity, window and overlap together; the first is the validity', () => {
    const wanted = day('2026-10-25', '10:00', '12:00');
    const verdict = checkVehicleAvailability({
      ...base,
      wanted,
      vehicle: { validFrom: '2026-11-01', validTo: null, window: weekdays },
      bookings: [booking(wanted.start, wanted.end, 'reserviert', 'DEFEKT')],
      rules: { ...base.rules, individualBookingTimes: true },
    });
    expect(verdict.reasons.map((r) => r.code)).toEqual([
      'VEHICLE_NOT_VALID',
      'OUTSIDE_BOOKING_WINDOW',
      'VEHICLE_ALREADY_BOOKED',
    ]);
    expect(verdict.first?.code).toBe('VEHICLE_NOT_VALID');
    expect(verdict.outsideBookingWindow).toBe(false);
  });

  it('merges blocked periods with their buffers', () => {
    const a = booking(toInstant('2026-10-26', '10:00'), toInstant('2026-10-26', '11:00'));
    const b = booking(
      toInstant('2026-10-26', '11:20'),
      toInstant('2026-10-26', '12:00'),
      'vorgemerkt',
      'BUCHUNG',
      'b2',
    );
    const c = booking(
      toInstant('2026-10-26', '13:00'),
      toInstant('2026-10-26', '14:00'),
      'storniert',
      'BUCHUNG',
      'b3',
    );
    expect(blockedIntervals([a, b, c], now, 15)).toEqual([
      { start: toInstant('2026-10-26', '09:45'), end: toInstant('2026-10-26', '12:15') },
    ]);
    expect(blockedIntervals([a, b], now, 15, 'b1')).toEqual([
      { start: toInstant('2026-10-26', '11:05'), end: toInstant('2026-10-26', '12:15') },
    ]);
  });
});

describe('availability: the shared calendar of a list gives the same answers as asking per vehicle', () => {
  const weekend: VehicleBookingWindow = {
    weekdays: [6, 7],
    from: '01:00',
    to: '04:00',
    outsideAllowed: true,
  };
  const early: VehicleBookingWindow = {
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    from: '00:00',
    to: '03:30',
    outsideAllowed: false,
  };
  const periods = [
    { name: 'ordinary weekday', wanted: day('2026-10-26', '10:00', '12:00') },
    { name: 'spring forward 2026 (23 h day)', wanted: day('2026-03-29', '01:30', '03:15') },
    {
      name: 'fall back 2026 (25 h day)',
      wanted: { start: utc('2026-10-25T00:30:00Z'), end: utc('2026-10-25T01:45:00Z') },
    },
    { name: 'spring forward 2027', wanted: day('2027-03-28', '00:15', '03:00') },
    {
      name: 'fall back 2027',
      wanted: { start: utc('2027-10-31T00:10:00Z'), end: utc('2027-10-31T01:20:00Z') },
    },
    { name: 'over midnight', wanted: at('2026-10-23', '22:00', '2026-10-24', '02:00') },
  ];
  const validities: [string | null, string | null][] = [
    [null, null],
    ['2026-03-29', '2026-03-29'],
    ['2026-10-25', null],
    [null, '2027-10-31'],
    ['2027-03-28', '2027-10-31'],
  ];
  it.each(periods)('$name', ({ wanted }) => {
    const calendar = vehicleCalendar(wanted);
    // Asked twice each: the remembered answer is the computed one.
    for (let round = 0; round < 2; round++) {
      for (const window of [weekdays, weekend, early])
        expect(calendar.insideBookingWindow(window)).toBe(isInsideBookingWindow(wanted, window));
      for (const [from, to] of validities)
        expect(calendar.validity(from, to)).toEqual(validityInterval(from, to));
      for (const window of [weekdays, weekend, early])
        for (const [validFrom, validTo] of validities) {
          const input: AvailabilityInput = {
            ...base,
            wanted,
            rules: { individualBookingTimes: true, minimumGapMinutes: 15 },
            vehicle: { validFrom, validTo, window },
          };
          expect(checkVehicleAvailability({ ...input, calendar })).toEqual(checkVehicleAvailability(input));
        }
    }
  });
});
