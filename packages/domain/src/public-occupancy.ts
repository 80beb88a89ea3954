import type { SeatState } from './space-map-state';
import type { Interval } from './time/interval';
import type { EpochMs } from './time/zoned-time';

/**
 * What /public shows of a seat (ADR 0016): free or occupied, or closed when the plan is closed
 * now or the seat is switched off. Nothing says who booked, whether a booking waits for
 * confirmation or whose seat it is.
 */
export const PUBLIC_SEAT_STATES = ['free', 'occupied', 'closed'] as const;
export type PublicSeatState = (typeof PUBLIC_SEAT_STATES)[number];

/**
 * The map's state of a seat, reduced for the public: every kind of "taken" (occupied, partly
 * occupied, reserved, a pre-booking) is "occupied". "yours" cannot reach here (the public view
 * has no user), and is "occupied" all the same should it ever do.
 */
export function publicSeatState(state: SeatState): PublicSeatState {
  switch (state) {
    case 'available':
      return 'free';
    case 'closed':
      return 'closed';
    case 'occupied':
    case 'hourlyOccupied':
    case 'reserved':
    case 'yours':
      return 'occupied';
  }
}

export type PublicCounts = { free: number; occupied: number; closed: number; total: number };

/** The counts shown above the plan; `total` is every seat, closed ones included. */
export function countPublicSeats(states: readonly PublicSeatState[]): PublicCounts {
  const counts: PublicCounts = { free: 0, occupied: 0, closed: 0, total: states.length };
  for (const s of states) counts[s] += 1;
  return counts;
}

/** The minute the live view looks at: a seat is occupied when a booking holds it at `now`. */
export const LIVE_WINDOW_MS = 60_000;

export function liveWindow(now: EpochMs): Interval {
  return { start: now, end: now + LIVE_WINDOW_MS };
}

/** A plan appears on /public only while it is both active and marked public. */
export function isShownPublicly(plan: { active: boolean; isPublic: boolean }): boolean {
  return plan.active && plan.isPublic;
}
