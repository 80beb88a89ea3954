import { describe, expect, it } from 'vitest';
import {
  countPublicSeats,
  isShownPublicly,
  LIVE_WINDOW_MS,
  liveWindow,
  type PublicSeatState,
  publicSeatState,
} from './public-occupancy';
import { type MapBooking, SEAT_STATES, type SeatState, seatState } from './space-map-state';
import { toInstant } from './time/zoned-time';

describe('publicSeatState', () => {
  it.each<[SeatState, PublicSeatState]>([
    ['available', 'free'],
    ['occupied', 'occupied'],
    ['hourlyOccupied', 'occupied'],
    ['reserved', 'occupied'],
    ['yours', 'occupied'],
    ['closed', 'closed'],
  ])('%s is shown as %s', (state, shown) => {
    expect(publicSeatState(state)).toBe(shown);
  });

  it('covers every map state', () => {
    for (const s of SEAT_STATES) expect(['free', 'occupied', 'closed']).toContain(publicSeatState(s));
  });
});

describe('countPublicSeats', () => {
  it.each<[PublicSeatState[], ReturnType<typeof countPublicSeats>]>([
    [[], { free: 0, occupied: 0, closed: 0, total: 0 }],
    [['free', 'free', 'occupied'], { free: 2, occupied: 1, closed: 0, total: 3 }],
    [['closed', 'occupied', 'free', 'closed'], { free: 1, occupied: 1, closed: 2, total: 4 }],
  ])('%j', (states, counts) => {
    expect(countPublicSeats(states)).toEqual(counts);
  });
});

describe('isShownPublicly', () => {
  it.each([
    [{ active: true, isPublic: true }, true],
    [{ active: true, isPublic: false }, false],
    [{ active: false, isPublic: true }, false],
    [{ active: false, isPublic: false }, false],
  ])('%j -> %s', (plan, shown) => {
    expect(isShownPublicly(plan)).toBe(shown);
  });
});

/** The live view: seatState over the minute at `now`, reduced for the public, on DST days. */
describe('live occupancy at a moment (Europe/Berlin, DST days)', () => {
  const booking = (date: string, from: string, to: string, over: Partial<MapBooking> = {}): MapBooking => ({
    status: 'reserviert',
    start: toInstant(date, from),
    end: toInstant(date, to),
    organizerEmail: 'someone@demo.example',
    participantEmail: null,
    groupSize: 1,
    ...over,
  });
  const live = (date: string, time: string, bookings: MapBooking[], capacity = 1) =>
    publicSeatState(
      seatState({
        capacity,
        active: true,
        opening: { start: toInstant(date, '08:00'), end: toInstant(date, '20:00') },
        window: liveWindow(toInstant(date, time)),
        bookings,
        userEmail: '',
        now: toInstant(date, time),
        holding: { releaseNoShows: false },
      }),
    );

  it.each<[string, string, (d: string) => MapBooking[], number, PublicSeatState]>([
    ['2026-03-29', '10:00', (d) => [booking(d, '09:00', '11:00')], 1, 'occupied'],
    ['2026-03-29', '11:00', (d) => [booking(d, '09:00', '11:00')], 1, 'free'],
    ['2026-10-25', '10:59', (d) => [booking(d, '09:00', '11:00')], 1, 'occupied'],
    ['2026-10-25', '12:00', (d) => [booking(d, '09:00', '11:00')], 1, 'free'],
    // An unconfirmed pre-booking lapses at its start: the seat is free again.
    ['2027-03-28', '09:30', (d) => [booking(d, '09:00', '11:00', { status: 'vorgemerkt' })], 1, 'free'],
    ['2027-03-28', '09:30', (d) => [booking(d, '09:00', '11:00', { status: 'aktiv' })], 1, 'occupied'],
    ['2027-10-31', '09:30', (d) => [booking(d, '09:00', '11:00', { status: 'storniert' })], 1, 'free'],
    ['2027-10-31', '09:30', (d) => [booking(d, '09:00', '11:00')], 2, 'free'],
    ['2027-10-31', '07:30', () => [], 1, 'closed'],
    ['2027-10-31', '20:00', () => [], 1, 'closed'],
  ])('%s %s', (date, time, bookings, capacity, expected) => {
    expect(live(date, time, bookings(date), capacity)).toBe(expected);
  });

  it('looks at one minute from now', () => {
    expect(liveWindow(1_000)).toEqual({ start: 1_000, end: 1_000 + LIVE_WINDOW_MS });
  });
});
