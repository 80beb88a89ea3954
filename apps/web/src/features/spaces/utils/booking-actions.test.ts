import { describe, expect, it } from 'vitest';
import type { SpaceBooking } from '../api/types';
import { actionPath, availableActions } from './booking-actions';

const ben = { id: 'b', email: 'booker@demo.example', name: 'Ben Bucher' };
const ada = { id: 'a', email: 'admin@demo.example', name: 'Ada Admin' };

function booking(status: SpaceBooking['status'], organizer = ben, participant = ben) {
  return { status, organizer, participant };
}

describe('availableActions', () => {
  it.each([
    ['own reserved booking', booking('reserviert'), ben.email, ['checkIn', 'cancel']],
    ['own tentative booking (self)', booking('vorgemerkt'), ben.email, ['cancel']],
    [
      'tentative booking for me by someone else',
      booking('vorgemerkt', ada, ben),
      ben.email,
      ['confirm', 'decline'],
    ],
    ['tentative booking I made for someone else', booking('vorgemerkt', ben, ada), ben.email, ['cancel']],
    ['reserved booking I made for someone else', booking('reserviert', ben, ada), ben.email, ['cancel']],
    ['completed booking', booking('durchgefuehrt'), ben.email, []],
    ['cancelled booking', booking('storniert'), ben.email, []],
    ['somebody else entirely', booking('reserviert', ada, ada), ben.email, []],
    ['e-mail case does not matter', booking('reserviert'), 'Booker@Demo.Example', ['checkIn', 'cancel']],
  ] as const)('%s', (_name, input, email, expected) => {
    expect(availableActions(input, email)).toEqual(expected);
  });

  it('maps check-in to its API path', () => {
    expect(actionPath('checkIn')).toBe('check-in');
    expect(actionPath('decline')).toBe('decline');
  });
});
