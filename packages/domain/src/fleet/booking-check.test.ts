import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { toInstant } from '../time/zoned-time';
import type { VehicleBusyPeriod } from './availability';
import {
  checkVehicleBooking,
  type VehicleBookingCandidate,
  type VehicleBookingCheckInput,
  vehicleBookingRulesFromSettings,
} from './booking-check';

// Pinned clock: Monday 2026-10-26 09:30 Berlin (the day after the autumn change).
const now = toInstant('2026-10-26', '09:30');
const day = (from: string, to: string, date = '2026-10-27') => ({
  start: toInstant(date, from),
  end: toInstant(date, to),
});
const rules = {
  ...vehicleBookingRulesFromSettings(defaultSettings()),
  individualBookingTimes: true,
  departmentCheck: true,
};
const vehicle: VehicleBookingCandidate = {
  validFrom: '2026-01-01',
  validTo: null,
  window: { weekdays: [1, 2, 3, 4, 5], from: '07:00', to: '19:00', outsideAllowed: false },
  departmentIds: ['fleet'],
};
const other: VehicleBusyPeriod = {
  id: 'other',
  ...day('12:00', '14:00'),
  status: 'reserviert',
  type: 'BUCHUNG',
};
const base: VehicleBookingCheckInput = {
  wanted: day('10:00', '11:45'),
  now,
  rules,
  vehicle,
  bookings: [other],
  driverDepartmentId: 'fleet',
};
const check = (over: Partial<VehicleBookingCheckInput>) => {
  const result = checkVehicleBooking({ ...base, ...over });
  return result.ok ? { status: result.status, approval: result.approvalReasons } : result.first.code;
};

describe('a vehicle booking (POST /vehicle-bookings)', () => {
  it('takes the settings (defaults of spec 9 and the department check)', () => {
    expect(vehicleBookingRulesFromSettings(defaultSettings())).toMatchObject({
      minimumGapMinutes: 15,
      departmentCheck: false,
      individualBookingTimes: false,
    });
  });

  it.each([
    // case, overrides, verdict
    ['ends exactly the 15-minute gap before another', {}, { status: 'reserviert', approval: [] }],
    ['ends 5 minutes before another', { wanted: day('10:00', '11:55') }, 'VEHICLE_ALREADY_BOOKED'],
    [
      'starts 15 minutes after another',
      { wanted: day('14:15', '15:00') },
      { status: 'reserviert', approval: [] },
    ],
    [
      'changes itself',
      { wanted: day('12:00', '13:00'), ignoreBookingId: 'other' },
      { status: 'reserviert', approval: [] },
    ],
    ['outside the window, outside not allowed', { wanted: day('18:00', '20:00') }, 'OUTSIDE_BOOKING_WINDOW'],
    [
      'outside the window, outside allowed',
      {
        wanted: day('18:00', '20:00'),
        vehicle: { ...vehicle, window: { ...vehicle.window, outsideAllowed: true } },
      },
      { status: 'vorgemerkt', approval: ['OUTSIDE_BOOKING_WINDOW'] },
    ],
    [
      'a vehicle of another department',
      { driverDepartmentId: 'sales' },
      { status: 'vorgemerkt', approval: ['DEPARTMENT'] },
    ],
    [
      'a vehicle of every department',
      { driverDepartmentId: 'sales', vehicle: { ...vehicle, departmentIds: [] } },
      { status: 'reserviert', approval: [] },
    ],
    ['end not after start', { wanted: day('11:00', '11:00') }, 'END_NOT_AFTER_START'],
    ['before the validity', { vehicle: { ...vehicle, validFrom: '2026-10-28' } }, 'VEHICLE_NOT_VALID'],
    [
      'within the minimum booking time',
      { wanted: day('09:30', '11:00', '2026-10-26') },
      'VEHICLE_BOOKING_TOO_SOON',
    ],
    [
      'extending a running trip keeps its start',
      {
        wanted: day('08:00', '11:00', '2026-10-26'),
        bookings: [{ ...other, ...day('08:00', '10:00', '2026-10-26') }],
        ignoreBookingId: 'other',
        unchangedStart: toInstant('2026-10-26', '08:00'),
      },
      { status: 'reserviert', approval: [] },
    ],
    [
      'moving a start into the minimum booking time',
      { wanted: day('09:30', '11:00', '2026-10-26'), unchangedStart: toInstant('2026-10-26', '08:00') },
      'VEHICLE_BOOKING_TOO_SOON',
    ],
    ['shorter than the minimum duration', { wanted: day('10:00', '10:15') }, 'VEHICLE_BOOKING_TOO_SHORT'],
    [
      'beyond the advance window',
      { wanted: day('10:00', '11:00', '2026-11-24') },
      'VEHICLE_BOOKING_BEYOND_HORIZON',
    ],
  ] as const)('%s', (_case, over, expected) => {
    expect(check(over as Partial<VehicleBookingCheckInput>)).toEqual(expected);
  });

  it('an active booking overrunning its end blocks the next hour', () => {
    const overrun: VehicleBusyPeriod = {
      id: 'late',
      ...day('07:00', '09:00', '2026-10-26'),
      status: 'aktiv',
      type: 'BUCHUNG',
    };
    const noLead = { ...rules, minimumBookingTimeMinutes: 0 };
    expect(check({ rules: noLead, bookings: [overrun], wanted: day('09:30', '10:30', '2026-10-26') })).toBe(
      'VEHICLE_ALREADY_BOOKED',
    );
    expect(
      check({ rules: noLead, bookings: [overrun], wanted: day('09:45', '10:45', '2026-10-26') }),
    ).toEqual({
      status: 'reserviert',
      approval: [],
    });
    // checked out: free at once
    expect(
      check({
        rules: noLead,
        bookings: [{ ...overrun, status: 'durchgefuehrt' }],
        wanted: day('09:30', '10:30', '2026-10-26'),
      }),
    ).toEqual({ status: 'reserviert', approval: [] });
  });

  it('lists every reason and keeps the special-trip reasons for the answer', () => {
    const result = checkVehicleBooking({
      ...base,
      wanted: day('11:00', '20:00'),
      driverDepartmentId: 'sales',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reasons.map((r) => r.code)).toEqual(['OUTSIDE_BOOKING_WINDOW', 'VEHICLE_ALREADY_BOOKED']);
    expect(result.approvalReasons).toEqual(['DEPARTMENT']);
  });
});

describe('the driver licence in a booking (spec 5, ADR 0011)', () => {
  const classB = { ...vehicle, requiredLicenceClass: 'B' as const };
  const licence = {
    issueDate: '2010-01-01',
    classes: { B: true },
    banFrom: null,
    banTo: null,
    lastCheck: '2026-05-01',
    nextCheck: '2026-11-01',
  };
  it.each<[string, Partial<VehicleBookingCheckInput>, unknown]>([
    ['valid class B', { vehicle: classB, driverLicence: licence }, { status: 'reserviert', approval: [] }],
    ['no licence recorded', { vehicle: classB, driverLicence: null }, { status: 'reserviert', approval: [] }],
    ['not checked (vehicle list)', { vehicle: classB }, { status: 'reserviert', approval: [] }],
    [
      'vehicle without class',
      { driverLicence: { ...licence, classes: {} } },
      { status: 'reserviert', approval: [] },
    ],
    [
      'class missing',
      { vehicle: classB, driverLicence: { ...licence, classes: {} } },
      'LICENCE_CLASS_MISSING',
    ],
    [
      'check due',
      { vehicle: classB, driverLicence: { ...licence, nextCheck: '2026-10-27' } },
      'LICENCE_CHECK_DUE',
    ],
    [
      'ban',
      { vehicle: classB, driverLicence: { ...licence, banFrom: '2026-10-27', banTo: '2026-10-27' } },
      'LICENCE_DRIVING_BAN',
    ],
    [
      'the vehicle being booked comes first',
      { vehicle: classB, driverLicence: { ...licence, classes: {} }, wanted: day('12:30', '13:00') },
      'VEHICLE_ALREADY_BOOKED',
    ],
  ])('%s', (_name, over, verdict) => {
    expect(check(over)).toEqual(verdict);
  });
});
