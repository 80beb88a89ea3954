import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { toInstant } from '../time/zoned-time';
import type { VehicleBusyPeriod } from './availability';
import {
  canActOnTrip,
  decideCheckIn,
  decideCheckOut,
  effectiveTripPeriod,
  occupiedFromAtCheckIn,
  type TripActor,
  type TripBooking,
  type TripRules,
  tripCheckInWindow,
  tripPhase,
  tripRulesFromSettings,
} from './trip-flow';

const MIN = 60_000;
const utc = (iso: string) => Date.parse(iso);
const rules: TripRules = { checkInBeforeStartMinutes: 30, checkInActiveMinutes: 60 };

// A trip on the spring DST day: 2026-03-29 03:15 CEST = 01:15 UTC.
const start = toInstant('2026-03-29', '03:15');
const end = toInstant('2026-03-29', '12:00');
const booking: TripBooking = {
  id: 'b1',
  type: 'BUCHUNG',
  status: 'reserviert',
  start,
  end,
  bookerId: 'booker',
  driverId: 'driver',
  approvers: [],
  guest: null,
};
const driver: TripActor = { userId: 'driver', isFleetManager: false };
const fleet: TripActor = { userId: 'fleet', isFleetManager: true };

const checkIn = (over: Partial<TripBooking>, now: number, others: VehicleBusyPeriod[] = [], actor = driver) =>
  decideCheckIn({ booking: { ...booking, ...over }, actor, now, rules, vehicleBookings: others });

describe('trip check-in window (settings 30 / 60, elapsed minutes)', () => {
  it.each([
    // start, before, after, window start (UTC), window end (UTC)
    [start, 30, 60, '2026-03-29T00:45:00Z', '2026-03-29T02:15:00Z'], // opens 01:45 CET, before the gap
    [toInstant('2026-10-25', '03:00'), 90, 60, '2026-10-25T00:30:00Z', '2026-10-25T03:00:00Z'], // 02:30 CEST
    [toInstant('2027-03-28', '03:00'), 60, 0, '2027-03-28T00:00:00Z', '2027-03-28T01:00:00Z'],
    [toInstant('2027-10-31', '02:30'), 30, 30, '2027-10-31T00:00:00Z', '2027-10-31T01:00:00Z'],
  ])('start %i, %i before, %i after', (s, before, after, from, to) => {
    const window = tripCheckInWindow(s, { checkInBeforeStartMinutes: before, checkInActiveMinutes: after });
    expect(window).toEqual({ start: utc(from), end: utc(to) });
  });

  it('reads the settings', () => {
    expect(tripRulesFromSettings(defaultSettings())).toEqual(rules);
  });
});

describe('decideCheckIn (spec 4; ADR 0008 gap 1, ADR 0009)', () => {
  const opens = start - 30 * MIN;
  const closes = start + 60 * MIN;
  it.each([
    // overrides, now, expected code or status
    [{}, opens, 'aktiv'],
    [{}, opens - 1, 'TRIP_CHECK_IN_TOO_EARLY'],
    [{}, closes - 1, 'aktiv'],
    [{}, closes, 'TRIP_CHECK_IN_TOO_LATE'],
    [{ status: 'aktiv' }, start, 'TRIP_ALREADY_STARTED'],
    [{ status: 'durchgefuehrt' }, start, 'TRIP_ALREADY_ENDED'],
    [{ status: 'verschlossen' }, start, 'TRIP_ALREADY_ENDED'],
    [{ status: 'storniert' }, start, 'TRIP_BOOKING_CANCELLED'],
    [{ type: 'DEFEKT', driverId: null }, start, 'TRIP_NOT_PERMITTED'],
    [{ type: 'WARTUNG' }, start, 'VEHICLE_BLOCK_NOT_A_TRIP'],
    // a special trip awaiting approval: the spec's message, also inside the window
    [{ status: 'vorgemerkt', approvers: [{ userId: 'a', approved: false }] }, start, 'CHECK_IN_NOT_APPROVED'],
    [
      { status: 'vorgemerkt', approvers: [{ userId: 'a', approved: false }] },
      opens - 1,
      'CHECK_IN_NOT_APPROVED',
    ],
    // a guest booking waiting for the guest's confirmation
    [
      { status: 'vorgemerkt', driverId: null, guest: { confirmed: false } },
      start,
      'TRIP_NOT_PERMITTED', // the driver is not the booker of a guest booking
    ],
    // after approval the booking is reserviert again and checks in
    [{ status: 'reserviert', approvers: [{ userId: 'a', approved: true }] }, start, 'aktiv'],
  ] as const)('%o at %i -> %s', (over, now, expected) => {
    const result = checkIn(over as Partial<TripBooking>, now);
    expect(result.ok ? result.value.status : result.code).toBe(expected);
  });

  it('refuses a guest booking the guest has not confirmed, for the booking staff member', () => {
    const guestBooking = { status: 'vorgemerkt', driverId: null, guest: { confirmed: false } } as const;
    const staff: TripActor = { userId: 'booker', isFleetManager: false };
    expect(checkIn(guestBooking, start, [], staff)).toMatchObject({ code: 'TRIP_GUEST_NOT_CONFIRMED' });
    expect(
      checkIn({ ...guestBooking, status: 'reserviert', guest: { confirmed: true } }, start, [], staff),
    ).toMatchObject({ ok: true });
  });

  it('names the opening and closing time in Berlin wall-clock time', () => {
    expect(checkIn({}, opens - 1)).toEqual({
      ok: false,
      code: 'TRIP_CHECK_IN_TOO_EARLY',
      details: { opensAt: '2026-03-29T01:45:00+01:00', opensAtLocal: '29.03.2026 01:45' },
    });
    expect(checkIn({}, closes)).toMatchObject({
      details: { closedAt: '2026-03-29T04:15:00+02:00', closedAtLocal: '29.03.2026 04:15' },
    });
  });

  it('keeps the planned start and reports the actual one', () => {
    expect(checkIn({}, start - 20 * MIN)).toEqual({
      ok: true,
      value: { status: 'aktiv', actualStart: start - 20 * MIN, startDeviationMinutes: -20 },
    });
    expect(checkIn({}, start + 45 * MIN)).toMatchObject({ value: { startDeviationMinutes: 45 } });
  });

  const previous = (over: Partial<VehicleBusyPeriod>): VehicleBusyPeriod => ({
    id: 'prev',
    start: start - 3 * 60 * MIN,
    end: start - 15 * MIN,
    status: 'reserviert',
    type: 'BUCHUNG',
    ...over,
  });
  it.each([
    // the other booking, now, expected
    [previous({ status: 'aktiv' }), start, 'TRIP_VEHICLE_IN_USE'], // overrunning: the car is not back
    [previous({ status: 'aktiv', end: start + 2 * 60 * MIN }), start, 'TRIP_VEHICLE_IN_USE'],
    [previous({ status: 'durchgefuehrt' }), start - 30 * MIN, 'aktiv'], // returned: take it early
    [previous({ status: 'reserviert' }), start - 20 * MIN, 'TRIP_VEHICLE_IN_USE'], // still its period
    [previous({ status: 'reserviert' }), start - 15 * MIN, 'aktiv'], // its period has ended (half-open)
    [previous({ status: 'reserviert' }), start, 'aktiv'], // on time: no early overlap to check
    [previous({ status: 'storniert' }), start - 30 * MIN, 'aktiv'],
    [previous({ status: 'reserviert', type: 'WARTUNG' }), start - 20 * MIN, 'TRIP_VEHICLE_IN_USE'],
    [previous({ id: 'b1', status: 'aktiv' }), start, 'TRIP_ALREADY_STARTED'], // itself, already running
  ] as const)('other %o, now %i -> %s', (other, now, expected) => {
    const self = other.id === 'b1' ? { status: 'aktiv' as const } : {};
    const result = checkIn(self, now, [other]);
    expect(result.ok ? result.value.status : result.code).toBe(expected);
  });
});

describe('who may start and end a trip (ADR 0009 gap 1)', () => {
  const guest = { ...booking, driverId: null, guest: { confirmed: true } };
  it.each([
    [booking, driver, true],
    [booking, { userId: 'booker', isFleetManager: false }, false], // booked for someone else: the driver drives
    [booking, fleet, true],
    [guest, { userId: 'booker', isFleetManager: false }, true],
    [guest, driver, false],
    [guest, fleet, true],
  ] as const)('%#', (b, actor, allowed) => {
    expect(canActOnTrip(actor, b)).toBe(allowed);
  });
});

describe('decideCheckOut (spec 4; early check-out frees the car)', () => {
  const running: TripBooking = { ...booking, status: 'aktiv' };
  it.each([
    // overrides, now, expected status or code, early, overrun minutes
    [{}, end - 60 * MIN, 'durchgefuehrt', true, 0],
    [{}, end - 1, 'durchgefuehrt', true, 0],
    [{}, end, 'durchgefuehrt', false, 0],
    [{}, end + 59 * 1000, 'durchgefuehrt', false, 0],
    [{}, end + 90 * MIN, 'durchgefuehrt', false, 90],
    [{ status: 'reserviert' }, end, 'TRIP_NOT_STARTED', null, null],
    [{ status: 'vorgemerkt' }, end, 'TRIP_NOT_STARTED', null, null],
    [{ status: 'durchgefuehrt' }, end, 'TRIP_ALREADY_ENDED', null, null],
    [{ status: 'storniert' }, end, 'TRIP_BOOKING_CANCELLED', null, null],
  ] as const)('%o at %i -> %s', (over, now, expected, early, overrun) => {
    const result = decideCheckOut({ booking: { ...running, ...over }, actor: driver, now });
    if (!result.ok) {
      expect(result.code).toBe(expected);
      return;
    }
    expect(result.value).toEqual({ status: expected, actualEnd: now, early, overrunMinutes: overrun });
  });

  it('lets a fleet manager end an overrunning trip, nobody else', () => {
    const now = end + 3 * 60 * MIN;
    expect(decideCheckOut({ booking: running, actor: fleet, now }).ok).toBe(true);
    expect(
      decideCheckOut({ booking: running, actor: { userId: 'x', isFleetManager: false }, now }),
    ).toMatchObject({
      code: 'TRIP_NOT_PERMITTED',
    });
  });
});

describe('planned and actual times', () => {
  const planned = { start, end, checkedInAt: null, checkedOutAt: null };
  const now = toInstant('2026-03-29', '13:00');
  it.each([
    ['reserviert', planned, { start, end }],
    ['vorgemerkt', planned, { start, end }],
    ['storniert', planned, null],
    ['verschlossen', planned, null],
    ['aktiv', { ...planned, checkedInAt: start - 10 * MIN }, { start: start - 10 * MIN, end: now }], // overrun
    ['aktiv', { ...planned, end: now + MIN, checkedInAt: start }, { start, end: now + MIN }],
    // early check-out: the actual end, the rest of the period is free
    [
      'durchgefuehrt',
      { ...planned, checkedInAt: start + 5 * MIN, checkedOutAt: end - 3 * 60 * MIN },
      { start: start + 5 * MIN, end: end - 3 * 60 * MIN },
    ],
  ] as const)('%s -> %o', (status, times, period) => {
    expect(effectiveTripPeriod({ status, ...times }, now)).toEqual(period);
  });

  it.each([
    ['vorgemerkt', [{ userId: 'a', approved: false }], start, 'awaitingApproval'],
    ['reserviert', [], start - 31 * MIN, 'upcoming'],
    ['reserviert', [], start - 30 * MIN, 'checkInOpen'],
    ['reserviert', [], start + 60 * MIN, 'checkInMissed'],
    ['aktiv', [], end - 1, 'running'],
    ['aktiv', [], end, 'overdue'],
    ['durchgefuehrt', [], end, 'completed'],
    ['storniert', [], end, 'cancelled'],
  ] as const)('%s at %i: %s', (status, approvers, now, phase) => {
    expect(tripPhase({ ...planned, status, approvers }, now, rules)).toBe(phase);
  });
});

describe('occupiedFromAtCheckIn (early check-in holds the car from its actual start)', () => {
  // Planned starts on the DST days; the instants are elapsed time, so a check-in 30 minutes
  // before a 03:15 start on 2026-03-29 is at 01:45 CET (00:45 UTC), across the gap.
  const cases: [string, number, number, number | null][] = [
    ['30 min early on 2026-03-29', start, start - 30 * MIN, start - 30 * MIN],
    ['1 ms early', start, start - 1, start - 1],
    ['exactly at the start', start, start, null],
    ['late', start, start + 10 * MIN, null],
    [
      'early on 2026-10-25 (second 02:30)',
      utc('2026-10-25T01:30:00Z'),
      utc('2026-10-25T01:00:00Z'),
      utc('2026-10-25T01:00:00Z'),
    ],
    [
      'early on 2027-03-28',
      toInstant('2027-03-28', '09:00'),
      toInstant('2027-03-28', '08:40'),
      toInstant('2027-03-28', '08:40'),
    ],
    ['on time on 2027-10-31', toInstant('2027-10-31', '09:00'), toInstant('2027-10-31', '09:00'), null],
  ];
  it.each(cases)('%s', (_name, plannedStart, checkedInAt, expected) => {
    expect(occupiedFromAtCheckIn(plannedStart, checkedInAt)).toBe(expected);
  });
  it('the early instant on the spring DST day is 00:45 UTC', () => {
    expect(new Date(start - 30 * MIN).toISOString()).toBe('2026-03-29T00:45:00.000Z');
  });
});
