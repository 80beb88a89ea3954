import { describe, expect, it } from 'vitest';
import { displayStatus, overviewActions, upcomingVehicleBookings } from './booking-display';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const b = (
  status: string,
  start: string,
  end: string,
  needsApproval = false,
  approvedAt: string | null = null,
) => ({
  status,
  start,
  end,
  needsApproval,
  approvedAt,
});
const FUTURE = ['2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z'] as const;
const RUNNING = ['2026-11-23T11:00:00Z', '2026-11-23T13:00:00Z'] as const;
const PAST = ['2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z'] as const;

describe('vehicle booking overview display', () => {
  it.each([
    { booking: b('vorgemerkt', ...FUTURE, true), expected: 'awaitingApproval' },
    { booking: b('vorgemerkt', ...FUTURE, true, '2026-11-23T10:00:00Z'), expected: 'vorgemerkt' },
    { booking: b('vorgemerkt', ...FUTURE), expected: 'vorgemerkt' },
    { booking: b('reserviert', ...FUTURE, true, '2026-11-23T10:00:00Z'), expected: 'reserviert' },
    { booking: b('durchgeführt', ...PAST), expected: 'durchgefuehrt' },
    { booking: b('storniert', ...FUTURE, true), expected: 'storniert' },
    { booking: b('kaputt', ...FUTURE), expected: null },
  ])('status of $booking.status (approval $booking.needsApproval) is $expected', ({ booking, expected }) => {
    expect(displayStatus(booking)).toBe(expected);
  });

  it.each([
    { booking: b('reserviert', ...FUTURE), expected: { cancel: true, edit: true } },
    { booking: b('vorgemerkt', ...FUTURE, true), expected: { cancel: true, edit: true } },
    { booking: b('aktiv', ...RUNNING), expected: { cancel: false, edit: false } }, // running: no "Stornieren"
    { booking: b('aktiv', ...FUTURE), expected: { cancel: false, edit: false } }, // checked in early
    { booking: b('reserviert', ...RUNNING), expected: { cancel: true, edit: false } },
    { booking: b('reserviert', ...PAST), expected: { cancel: false, edit: false } },
    { booking: b('durchgefuehrt', ...RUNNING), expected: { cancel: false, edit: false } },
    { booking: b('storniert', ...FUTURE), expected: { cancel: false, edit: false } },
  ])('actions of $booking.status', ({ booking, expected }) => {
    expect(overviewActions(booking, NOW)).toEqual(expected);
  });

  it('keeps running and future trips, sorted by start; drops ended and cancelled ones', () => {
    const list = [
      { id: 'future', ...b('reserviert', ...FUTURE) },
      { id: 'past', ...b('reserviert', ...PAST) },
      { id: 'cancelled', ...b('storniert', ...FUTURE) },
      { id: 'running', ...b('aktiv', ...RUNNING) },
    ];
    expect(upcomingVehicleBookings(list, NOW).map((x) => x.id)).toEqual(['running', 'future']);
  });

  it('keeps a running trip past its planned end until it is ended (so it can be checked out)', () => {
    const list = [
      { id: 'overdue', ...b('aktiv', ...PAST) },
      { id: 'done', ...b('durchgefuehrt', ...PAST) },
    ];
    expect(upcomingVehicleBookings(list, NOW).map((x) => x.id)).toEqual(['overdue']);
  });
});
