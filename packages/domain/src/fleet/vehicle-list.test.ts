import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { toInstant } from '../time/zoned-time';
import type { VehicleBookingWindow } from './availability';
import type { VehicleBookingRules } from './booking-check';
import { vehicleTimingRulesFromSettings } from './booking-times';
import { type VehicleListCandidate, vehicleListRank, vehicleListVerdicts } from './vehicle-list';

// Pinned clock: Friday 2026-10-23 10:07 Berlin; the search is "tomorrow 10:00-12:00" on Saturday
// 2026-10-24 (the night before the autumn change).
const now = toInstant('2026-10-23', '10:07');
const wanted = { start: toInstant('2026-10-24', '10:00'), end: toInstant('2026-10-24', '12:00') };
const rules: VehicleBookingRules = {
  ...vehicleTimingRulesFromSettings(defaultSettings()),
  individualBookingTimes: true,
  departmentCheck: true,
};
const always: VehicleBookingWindow = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  from: '06:00',
  to: '22:00',
  outsideAllowed: false,
};
const vehicle = (id: string, over: Partial<VehicleListCandidate> = {}): VehicleListCandidate => ({
  id,
  validFrom: null,
  validTo: null,
  window: always,
  departmentIds: [],
  bookings: [],
  ...over,
});

describe('vehicle list: bookable, why not, needs approval', () => {
  const vehicles = [
    vehicle('free'),
    vehicle('booked', {
      bookings: [
        {
          id: 'b',
          start: toInstant('2026-10-24', '12:10'),
          end: toInstant('2026-10-24', '13:00'),
          status: 'reserviert',
          type: 'BUCHUNG',
        },
      ],
    }),
    vehicle('maintenance', {
      bookings: [
        {
          start: toInstant('2026-10-24', '00:00'),
          end: toInstant('2026-10-26', '00:00'),
          status: 'reserviert',
          type: 'WARTUNG',
        },
      ],
    }),
    vehicle('expired', { validTo: '2026-10-23' }),
    vehicle('weekdays-only', { window: { ...always, weekdays: [1, 2, 3, 4, 5] } }),
    vehicle('weekdays-open', { window: { ...always, weekdays: [1, 2, 3, 4, 5], outsideAllowed: true } }),
    vehicle('fleet-only', { departmentIds: ['fleet'] }),
    vehicle('mine', { departmentIds: ['sales', 'fleet'] }),
  ];

  it.each([
    // vehicle, bookable, reason codes, needs approval, approval reasons
    ['free', true, [], false, []],
    ['booked', false, ['VEHICLE_ALREADY_BOOKED'], false, []],
    ['maintenance', false, ['VEHICLE_ALREADY_BOOKED'], false, []],
    ['expired', false, ['VEHICLE_NOT_VALID'], false, []],
    ['weekdays-only', false, ['OUTSIDE_BOOKING_WINDOW'], false, []],
    ['weekdays-open', true, [], true, ['OUTSIDE_BOOKING_WINDOW']],
    ['fleet-only', true, [], true, ['DEPARTMENT']],
    ['mine', true, [], false, []],
  ] as const)(
    '%s: bookable %s, reasons %o, approval %s %o',
    (id, bookable, codes, approval, approvalReasons) => {
      const verdict = vehicleListVerdicts({ wanted, now, rules, driverDepartmentId: 'sales', vehicles }).find(
        (v) => v.vehicleId === id,
      );
      expect(verdict).toMatchObject({ bookable, needsApproval: approval, approvalReasons });
      expect(verdict?.reasons.map((r) => r.code)).toEqual(codes);
    },
  );

  it('adds the time rules to every vehicle, after the availability reasons', () => {
    const tooSoon = { start: toInstant('2026-10-23', '10:00'), end: toInstant('2026-10-23', '10:15') };
    const [free, expired] = vehicleListVerdicts({
      wanted: tooSoon,
      now,
      rules,
      driverDepartmentId: 'sales',
      vehicles: [vehicle('free'), vehicle('expired', { validTo: '2026-10-22' })],
    });
    expect(free?.reasons.map((r) => r.code)).toEqual([
      'VEHICLE_BOOKING_TOO_SOON',
      'VEHICLE_BOOKING_TOO_SHORT',
    ]);
    expect(expired?.reasons.map((r) => r.code)).toEqual([
      'VEHICLE_NOT_VALID',
      'VEHICLE_BOOKING_TOO_SOON',
      'VEHICLE_BOOKING_TOO_SHORT',
    ]);
  });
});

describe('vehicle list order (issue 22 point 10)', () => {
  it.each([
    // bookable, needsApproval, favourite, favouritesFirst, rank
    [true, false, true, true, 0],
    [true, false, false, true, 1],
    [true, true, true, true, 2],
    [true, true, false, true, 3],
    [false, false, true, true, 4],
    [false, true, false, true, 5],
    [true, true, false, false, 2],
    [null, false, false, false, 0], // no period: name order only
    [null, false, false, true, 1],
  ] as const)(
    'bookable %s, approval %s, favourite %s (first %s) -> %i',
    (bookable, needsApproval, favourite, favouritesFirst, rank) => {
      expect(vehicleListRank({ bookable, needsApproval, favourite, favouritesFirst })).toBe(rank);
    },
  );
});
