import { describe, expect, it } from 'vitest';
import type { PermissionName } from '../permissions';
import {
  checkTimelineWindow,
  checkTripChange,
  maySeeTrip,
  statusAfterTripChange,
  TIMELINE_MAXIMUM_DAYS,
} from './booking-change';

const DAY = 24 * 3600_000;
const NOW = Date.parse('2026-10-25T08:00:00Z');

describe('checkTimelineWindow', () => {
  it.each([
    ['one week', NOW, NOW + 7 * DAY, true],
    ['exactly the maximum', NOW, NOW + TIMELINE_MAXIMUM_DAYS * DAY, true],
    ['one millisecond longer', NOW, NOW + TIMELINE_MAXIMUM_DAYS * DAY + 1, false],
    ['empty', NOW, NOW, false],
    ['reversed', NOW, NOW - DAY, false],
    ['NaN', Number.NaN, NOW, false],
  ])('%s', (_, from, to, okay) => {
    const r = checkTimelineWindow(from, to);
    expect(r.ok).toBe(okay);
    if (!r.ok) expect(r.code).toBe('VEHICLE_TIMELINE_WINDOW_INVALID');
  });
});

const trip = { bookerId: 'b', driverId: 'd' };
const actor = (id: string, ...permissions: PermissionName[]) => ({ id, permissions });

describe('maySeeTrip', () => {
  it.each([
    ['the booker', actor('b'), true],
    ['the driver', actor('d'), true],
    ['a colleague', actor('x', 'fahrzeug_buchen'), false],
    ['who books for others', actor('x', 'fahrzeug_fremdbuchung'), true],
    ['the fleet keeper', actor('x', 'fahrzeug_pflege'), true],
    ['booking care', actor('x', 'buchung_pflege'), true],
  ])('%s', (_, a, seen) => expect(maySeeTrip(a, trip)).toBe(seen));
});

describe('checkTripChange', () => {
  const base = { ...trip, type: 'BUCHUNG', status: 'reserviert' as const, start: NOW + DAY };
  it.each([
    ['driver with fahrzeug_buchen', actor('d', 'fahrzeug_buchen'), base, 'own'],
    ['booker with fahrzeug_buchen', actor('b', 'fahrzeug_buchen'), base, 'own'],
    ['driver without fahrzeug_buchen', actor('d'), base, 'VEHICLE_BOOKING_NOT_YOURS'],
    [
      'a colleague',
      actor('x', 'fahrzeug_buchen', 'fahrzeug_fremdbuchung'),
      base,
      'VEHICLE_BOOKING_NOT_YOURS',
    ],
    ['booking care', actor('x', 'buchung_pflege'), base, 'staff'],
    ['held trip', actor('d', 'fahrzeug_buchen'), { ...base, status: 'vorgemerkt' as const }, 'own'],
    [
      'started trip',
      actor('d', 'fahrzeug_buchen'),
      { ...base, start: NOW },
      'VEHICLE_BOOKING_NOT_CHANGEABLE',
    ],
    [
      'active trip',
      actor('d', 'fahrzeug_buchen'),
      { ...base, status: 'aktiv' as const },
      'VEHICLE_BOOKING_NOT_CHANGEABLE',
    ],
    [
      'cancelled trip',
      actor('d', 'fahrzeug_buchen'),
      { ...base, status: 'storniert' as const },
      'VEHICLE_BOOKING_NOT_CHANGEABLE',
    ],
    ['a block', actor('x', 'buchung_pflege'), { ...base, type: 'WARTUNG' }, 'VEHICLE_BOOKING_NOT_CHANGEABLE'],
  ])('%s', (_, a, t, expected) => {
    const r = checkTripChange({ actor: a, trip: t, now: NOW });
    if (r.ok) expect(r.value.asStaff ? 'staff' : 'own').toBe(expected);
    else expect(r.code).toBe(expected);
  });
});

describe('statusAfterTripChange', () => {
  it.each([
    ['a plain trip stays reserved', 'reserviert', false, true, [], true, 'reserviert', false, true],
    [
      'a held trip without reasons is reserved',
      'vorgemerkt',
      true,
      true,
      [],
      true,
      'reserviert',
      false,
      true,
    ],
    [
      'becomes a special trip: held again',
      'reserviert',
      false,
      false,
      ['DEPARTMENT'],
      true,
      'vorgemerkt',
      true,
      true,
    ],
    [
      'becomes one with nobody to approve',
      'reserviert',
      false,
      true,
      ['OUTSIDE_BOOKING_WINDOW'],
      false,
      'reserviert',
      true,
      true,
    ],
    [
      'approved special trip, new times',
      'reserviert',
      true,
      true,
      ['DEPARTMENT'],
      true,
      'vorgemerkt',
      true,
      true,
    ],
    [
      'approved special trip, only texts',
      'reserviert',
      true,
      false,
      ['DEPARTMENT'],
      true,
      'reserviert',
      false,
      false,
    ],
    [
      'held special trip stays held',
      'vorgemerkt',
      true,
      true,
      ['DEPARTMENT'],
      true,
      'vorgemerkt',
      false,
      false,
    ],
  ] as const)(
    '%s',
    (_, status, wasSpecialTrip, timesChanged, approvalReasons, approversAvailable, s, n, d) => {
      expect(
        statusAfterTripChange({ status, wasSpecialTrip, timesChanged, approvalReasons, approversAvailable }),
      ).toEqual({ status: s, newApprovers: n, dropApprovers: d });
    },
  );
});
