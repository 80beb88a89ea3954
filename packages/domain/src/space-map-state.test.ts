import { describe, expect, it } from 'vitest';
import { type MapBooking, type SeatStateInput, seatState } from './space-map-state';
import { toInstant } from './time/zoned-time';

const at = (time: string, date = '2026-10-25') => toInstant(date, time);
const opening = { start: at('08:00'), end: at('18:00') };
const b = (from: string, to: string, over: Partial<MapBooking> = {}): MapBooking => ({
  status: 'reserviert',
  start: at(from),
  end: at(to),
  organizerEmail: 'other@demo.example',
  participantEmail: null,
  groupSize: 1,
  ...over,
});
const base: SeatStateInput = {
  capacity: 1,
  active: true,
  opening,
  window: opening,
  bookings: [],
  userEmail: 'me@demo.example',
  now: at('07:00'),
  holding: { releaseNoShows: false },
};

describe('seatState (on the 25-hour day 2026-10-25)', () => {
  it.each<[string, Partial<SeatStateInput>, string]>([
    ['free seat', {}, 'available'],
    ['inactive seat', { active: false }, 'closed'],
    ['closed day', { opening: null }, 'closed'],
    ['window outside the opening', { window: { start: at('19:00'), end: at('20:00') } }, 'closed'],
    ['all-day booking of another user', { bookings: [b('08:00', '18:00')] }, 'occupied'],
    [
      'pre-booking waiting for confirmation fills it',
      { bookings: [b('08:00', '18:00', { status: 'vorgemerkt' })] },
      'reserved',
    ],
    ['hourly booking inside the window', { bookings: [b('10:00', '12:00')] }, 'hourlyOccupied'],
    ['my own booking', { bookings: [b('10:00', '12:00', { participantEmail: 'me@demo.example' })] }, 'yours'],
    [
      'booked for me by someone else',
      { bookings: [b('08:00', '18:00', { participantEmail: 'ME@demo.example' })] },
      'yours',
    ],
    [
      'cancelled booking does not count',
      { bookings: [b('08:00', '18:00', { status: 'storniert' })] },
      'available',
    ],
    [
      'booking outside the selected window',
      { window: { start: at('13:00'), end: at('18:00') }, bookings: [b('08:00', '12:00')] },
      'available',
    ],
    [
      'room of 4 with 2 people inside',
      { capacity: 4, bookings: [b('08:00', '18:00', { groupSize: 2 })] },
      'available',
    ],
    [
      'room of 4 full all day in two halves',
      {
        capacity: 4,
        bookings: [b('08:00', '13:00', { groupSize: 4 }), b('13:00', '18:00', { groupSize: 4 })],
      },
      'occupied',
    ],
    [
      'room of 4 full only in the morning',
      { capacity: 4, bookings: [b('08:00', '13:00', { groupSize: 4 })] },
      'hourlyOccupied',
    ],
  ])('%s -> %s', (_name, over, expected) => {
    expect(seatState({ ...base, ...over })).toBe(expected);
  });

  it('releases a no-show after the check-in window when the tenant says so', () => {
    const noShow = b('08:00', '18:00');
    const input = { ...base, bookings: [noShow], now: at('08:20') };
    expect(seatState(input)).toBe('occupied');
    expect(seatState({ ...input, holding: { releaseNoShows: true } })).toBe('available');
  });

  it('works on the 23-hour day 2026-03-29', () => {
    const day = (t: string) => at(t, '2026-03-29');
    const input = {
      ...base,
      opening: { start: day('08:00'), end: day('18:00') },
      window: { start: day('08:00'), end: day('18:00') },
    };
    expect(
      seatState({ ...input, bookings: [{ ...b('08:00', '18:00'), start: day('08:00'), end: day('18:00') }] }),
    ).toBe('occupied');
  });
});
