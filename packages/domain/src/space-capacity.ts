import { type Interval, intersect } from './time/interval';

export type GroupLoad = { start: number; end: number; groupSize: number };

/**
 * Highest number of persons present at the same instant inside `window` (sweep line over the
 * clipped bookings). Summing every overlapping booking would over-count: a 09-10 and a 10-11
 * booking never sit together, and neither do 09-10 and 11-12 within a 09-12 window.
 * Ends sort before starts at the same instant because periods are half-open.
 */
export function peakLoad(bookings: readonly GroupLoad[], window: Interval): number {
  const events: [time: number, delta: number][] = [];
  for (const b of bookings) {
    const clipped = intersect(b, window);
    if (!clipped || b.groupSize <= 0) continue;
    events.push([clipped.start, b.groupSize], [clipped.end, -b.groupSize]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let load = 0;
  let peak = 0;
  for (const [, delta] of events) {
    load += delta;
    peak = Math.max(peak, load);
  }
  return peak;
}

/** Persons that can still be added for the whole window (never negative). */
export function remainingCapacity(
  capacity: number,
  bookings: readonly GroupLoad[],
  window: Interval,
): number {
  return Math.max(0, capacity - peakLoad(bookings, window));
}
