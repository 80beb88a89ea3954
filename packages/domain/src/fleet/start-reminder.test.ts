import { describe, expect, it } from 'vitest';
import { startReminderDue, type TripJobBooking } from './trip-jobs';

const MIN = 60_000;
/** 2026-10-25 (DST ends in Berlin at 03:00 → 02:00), 08:00 Berlin = 07:00 UTC. */
const START = Date.parse('2026-10-25T07:00:00Z');
const booking = (over: Partial<TripJobBooking> = {}): TripJobBooking => ({
  id: 'b1',
  type: 'BUCHUNG',
  status: 'reserviert',
  start: START,
  end: START + 120 * MIN,
  bookerId: 'u1',
  driverId: 'u2',
  guestEmail: null,
  ...over,
});

describe('startReminderDue', () => {
  it.each([
    // now relative to start (minutes), lead, due?
    [-61, 60, false],
    [-60, 60, true],
    [-1, 60, true],
    [0, 60, false],
    [-30, 0, false],
    [-600, 600, true], // across the DST change night: instants, not wall clock
    [-601, 600, false],
  ])('now = start %i min, lead %i → due %s', (offset, lead, due) => {
    const r = startReminderDue(booking(), lead, START + offset * MIN);
    expect(r !== null).toBe(due);
    if (r) {
      expect(r.at).toBe(START - lead * MIN);
      expect(r.key).toBe(`vehicle-booking:b1:start-reminder:${START}`);
      expect(r.recipient).toEqual({ kind: 'user', userId: 'u2' });
    }
  });

  it.each([
    ['vorgemerkt', 'BUCHUNG'],
    ['aktiv', 'BUCHUNG'],
    ['storniert', 'BUCHUNG'],
    ['reserviert', 'WARTUNG'],
  ] as const)('nothing for status %s / type %s', (status, type) => {
    expect(startReminderDue(booking({ status, type }), 60, START - 30 * MIN)).toBeNull();
  });

  it('a guest booking reminds the guest; moving the start gives a new key', () => {
    const r = startReminderDue(booking({ driverId: null, guestEmail: 'g@x.example' }), 60, START - 10 * MIN);
    expect(r?.recipient).toEqual({ kind: 'guest', email: 'g@x.example' });
    const moved = startReminderDue(booking({ start: START + 60 * MIN }), 60, START + 10 * MIN);
    expect(moved?.key).not.toBe(r?.key);
  });
});
