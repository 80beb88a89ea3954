import { describe, expect, it } from 'vitest';
import { tripAction, tripRulesOf } from './trip-action';

const START = Date.parse('2026-11-24T09:00:00Z');
const MIN = 60_000;
const rules = tripRulesOf({ 'vehicles.checkInBeforeStartMinutes': 30, 'vehicles.checkInActiveMinutes': 60 });
const driver = { userId: 'u-driver', isFleetManager: false };
const booking = (over: Record<string, unknown> = {}) => ({
  id: 'b1',
  type: 'BUCHUNG',
  status: 'reserviert',
  start: new Date(START).toISOString(),
  end: new Date(START + 120 * MIN).toISOString(),
  booker: { id: 'u-booker', name: 'B' },
  driver: { id: 'u-driver', name: 'D' },
  needsApproval: false,
  approvedAt: null,
  ...over,
});

describe('tripAction', () => {
  it.each([
    ['before the window', booking(), START - 31 * MIN, null],
    ['window opens 30 min before', booking(), START - 30 * MIN, 'checkIn'],
    ['inside the window', booking(), START + 59 * MIN, 'checkIn'],
    ['window closed after 60 min', booking(), START + 60 * MIN, null],
    ['running', booking({ status: 'aktiv' }), START + 10 * MIN, 'checkOut'],
    ['running past its end (overdue)', booking({ status: 'aktiv' }), START + 500 * MIN, 'checkOut'],
    ['completed', booking({ status: 'durchgefuehrt' }), START + 10 * MIN, null],
    ['cancelled', booking({ status: 'storniert' }), START, null],
    [
      'special trip awaiting approval, window open',
      booking({ status: 'vorgemerkt', needsApproval: true }),
      START,
      'notApproved',
    ],
    [
      'special trip awaiting approval, before the window',
      booking({ status: 'vorgemerkt', needsApproval: true }),
      START - 60 * MIN,
      null,
    ],
    [
      'special trip approved',
      booking({ status: 'vorgemerkt', needsApproval: true, approvedAt: '2026-11-23T08:00:00Z' }),
      START,
      'checkIn',
    ],
    ['a block is no trip', booking({ type: 'WARTUNG' }), START, null],
  ])('%s', (_name, b, now, expected) => {
    expect(tripAction(b, driver, now, rules)).toBe(expected);
  });

  it('offers nothing to someone who is not the driver (the booker of a colleague)', () => {
    expect(tripAction(booking(), { userId: 'u-booker', isFleetManager: false }, START, rules)).toBeNull();
  });

  it('offers the trip to a fleet manager on the driver’s behalf', () => {
    expect(tripAction(booking(), { userId: 'u-other', isFleetManager: true }, START, rules)).toBe('checkIn');
  });

  it('reads the window from the settings (defaults 30/60)', () => {
    const wide = tripRulesOf({ 'vehicles.checkInBeforeStartMinutes': 120 });
    expect(wide).toEqual({ checkInBeforeStartMinutes: 120, checkInActiveMinutes: 60 });
    expect(tripAction(booking(), driver, START - 90 * MIN, wide)).toBe('checkIn');
    expect(tripRulesOf(undefined)).toEqual({ checkInBeforeStartMinutes: 30, checkInActiveMinutes: 60 });
  });

  it('opens on the DST day by elapsed minutes: 03:30 CEST start on 2026-03-29 opens at 01:00 UTC', () => {
    const start = Date.parse('2026-03-29T01:30:00Z');
    const b = booking({
      start: new Date(start).toISOString(),
      end: new Date(start + 120 * MIN).toISOString(),
    });
    expect(tripAction(b, driver, Date.parse('2026-03-29T00:59:00Z'), rules)).toBeNull();
    expect(tripAction(b, driver, Date.parse('2026-03-29T01:00:00Z'), rules)).toBe('checkIn');
  });
});
