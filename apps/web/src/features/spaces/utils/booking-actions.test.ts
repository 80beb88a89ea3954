import { describe, expect, it } from 'vitest';
import type { SpaceBooking } from '../api/types';
import { actionPath, availableActions } from './booking-actions';

const ben = { id: 'b', email: 'booker@demo.example', name: 'Ben Bucher' };
const ada = { id: 'a', email: 'admin@demo.example', name: 'Ada Admin' };
const start = '2026-11-23T08:00:00.000Z';
const end = '2026-11-23T12:00:00.000Z';
const at = (iso: string) => new Date(iso);
const beforeStart = at('2026-11-23T07:00:00.000Z');
const inWindow = at('2026-11-23T08:05:00.000Z');

function booking(status: SpaceBooking['status'], organizer = ben, participant = ben) {
  return { status, start, end, organizer, participant };
}

describe('availableActions (the domain decides, as the server does)', () => {
  it.each([
    [
      'own reserved booking in the check-in window',
      booking('reserviert'),
      ben.email,
      inWindow,
      ['checkIn', 'cancel'],
    ],
    ['own reserved booking before the window', booking('reserviert'), ben.email, beforeStart, ['cancel']],
    [
      'tentative booking for me by someone else',
      booking('vorgemerkt', ada, ben),
      ben.email,
      beforeStart,
      ['confirm', 'decline'],
    ],
    [
      'tentative booking I made for someone else',
      booking('vorgemerkt', ben, ada),
      ben.email,
      beforeStart,
      ['cancel'],
    ],
    [
      'reserved booking I made for someone else',
      booking('reserviert', ben, ada),
      ben.email,
      inWindow,
      ['cancel'],
    ],
    ['completed booking', booking('durchgefuehrt'), ben.email, inWindow, []],
    ['cancelled booking', booking('storniert'), ben.email, inWindow, []],
    ['somebody else entirely', booking('reserviert', ada, ada), ben.email, inWindow, []],
    [
      'e-mail case does not matter',
      booking('reserviert'),
      'Booker@Demo.Example',
      inWindow,
      ['checkIn', 'cancel'],
    ],
    ['a booking that has ended', booking('reserviert'), ben.email, at(end), []],
  ] as const)('%s', (_name, input, email, now, expected) => {
    expect(availableActions(input, email, now, 15)).toEqual(expected);
  });

  // Issue 9, point 4: the window is half-open like the server's. At start+15:00 the UI offers no
  // check-in (the API refuses it, space-bookings.int.test.ts); at start+14:59 both allow it.
  it.each([
    ['2026-11-23T07:44:59.999Z', false],
    ['2026-11-23T07:45:00.000Z', true],
    ['2026-11-23T08:14:59.000Z', true],
    ['2026-11-23T08:15:00.000Z', false],
  ])('check-in offered at %s: %s', (now, expected) => {
    expect(availableActions(booking('reserviert'), ben.email, at(now), 15).includes('checkIn')).toBe(
      expected,
    );
  });

  it('follows the configured window', () => {
    expect(availableActions(booking('reserviert'), ben.email, at('2026-11-23T08:25:00.000Z'), 30)).toContain(
      'checkIn',
    );
  });

  it('maps check-in to its API path', () => {
    expect(actionPath('checkIn')).toBe('check-in');
    expect(actionPath('decline')).toBe('decline');
  });
});
