import { occupiesCapacity } from './booking/status';
import type { StatusBooking } from './space-booking-transitions';
import { peakLoad } from './space-capacity';
import { type Interval, overlaps } from './time/interval';
import type { EpochMs } from './time/zoned-time';

/** Spec 2 room-plan seat states; the web maps them to the colour legend. */
export const SEAT_STATES = [
  'available',
  'occupied',
  'hourlyOccupied',
  'yours',
  'reserved',
  'closed',
] as const;
export type SeatState = (typeof SEAT_STATES)[number];

export type MapBooking = StatusBooking & { groupSize: number };

export type SeatStateInput = {
  capacity: number;
  active: boolean;
  /** The floor plan's opening interval of the day; null = closed that day. */
  opening: Interval | null;
  /** The time window the user looks at (all-day = the opening interval). */
  window: Interval;
  bookings: readonly MapBooking[];
  userEmail: string;
  now: EpochMs;
  holding: { releaseNoShows: boolean; windowMinutes?: number };
};

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The state of one seat for the selected window, in priority order: closed (inactive seat or
 * closed day) > yours (the user holds a booking in the window) > occupied / reserved (no
 * capacity left for the whole window; reserved when a pre-booking waiting for confirmation
 * fills it) > hourly occupied (busy during part of the window) > available.
 */
export function seatState(input: SeatStateInput): SeatState {
  const { window, opening } = input;
  if (!input.active || !opening || !overlaps(opening, window)) return 'closed';
  const holding = input.bookings.filter(
    (b) => occupiesCapacity(b, input.now, input.holding) && overlaps(b, window),
  );
  const mine = holding.some((b) => same(b.participantEmail ?? b.organizerEmail, input.userEmail));
  if (mine) return 'yours';
  if (holding.length === 0) return 'available';
  const full = peakLoad(holding, window) >= input.capacity;
  if (!full) return 'available';
  // Full somewhere in the window: fully occupied only if the full load spans the whole window.
  if (!coversWholeWindow(holding, window, input.capacity)) return 'hourlyOccupied';
  return holding.every((b) => b.status === 'vorgemerkt') ? 'reserved' : 'occupied';
}

/** Whether the load reaches capacity at every instant of the window (sweep over boundaries). */
function coversWholeWindow(bookings: readonly MapBooking[], window: Interval, capacity: number): boolean {
  const points = new Set<number>([window.start]);
  for (const b of bookings) {
    if (b.start > window.start && b.start < window.end) points.add(b.start);
    if (b.end > window.start && b.end < window.end) points.add(b.end);
  }
  for (const t of points) {
    const load = bookings.filter((b) => b.start <= t && t < b.end).reduce((n, b) => n + b.groupSize, 0);
    if (load < capacity) return false;
  }
  return true;
}
