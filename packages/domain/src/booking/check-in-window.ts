import { err, ok, type Result } from '../result';
import { containsInstant, type Interval, MINUTE_MS } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';

/**
 * How long before and after the start a check-in is accepted, in minutes. Spaces use one
 * setting for both sides (spec 4 and 9: "15 minutes before to 15 minutes after start"); vehicles
 * have their own before-start minutes and a separate grace after start.
 */
export type CheckInWindowMinutes = { readonly before: number; readonly after: number };

/** A window as stored in settings: one number for both sides, or both sides apart. */
export type CheckInWindowSpec = number | CheckInWindowMinutes;

/** Spec 4 and 9: check-in from 15 minutes before to 15 minutes after start. */
export const DEFAULT_CHECK_IN_WINDOW_MINUTES = 15;

export function checkInWindowMinutes(
  spec: CheckInWindowSpec = DEFAULT_CHECK_IN_WINDOW_MINUTES,
): CheckInWindowMinutes {
  return typeof spec === 'number' ? { before: spec, after: spec } : spec;
}

/**
 * Half-open check-in window [start - before, start + after): at exactly start + after the
 * window is closed (the booking is a no-show from then on).
 */
export function checkInWindow(start: EpochMs, spec?: CheckInWindowSpec): Interval {
  const { before, after } = checkInWindowMinutes(spec);
  return { start: start - before * MINUTE_MS, end: start + after * MINUTE_MS };
}

/** Whether `now` lies inside the window of a booking starting at `start`. */
export function isCheckInOpen(start: EpochMs, now: EpochMs, spec?: CheckInWindowSpec): boolean {
  return containsInstant(checkInWindow(start, spec), now);
}

/** Whether the window has closed at `now` (start + after reached). */
export function isCheckInOver(start: EpochMs, now: EpochMs, spec?: CheckInWindowSpec): boolean {
  return now >= checkInWindow(start, spec).end;
}

/** The timing half of a check-in: CHECK_IN_TOO_EARLY before the window, CHECK_IN_TOO_LATE after. */
export function checkInTiming(start: EpochMs, now: EpochMs, spec?: CheckInWindowSpec): Result<Interval> {
  const window = checkInWindow(start, spec);
  const { before, after } = checkInWindowMinutes(spec);
  // The minutes go into the details, so messages name the tenant's window, not a fixed one.
  if (now < window.start) return err('CHECK_IN_TOO_EARLY', { opensAt: window.start, now, minutes: before });
  if (now >= window.end) return err('CHECK_IN_TOO_LATE', { closedAt: window.end, now, minutes: after });
  return ok(window);
}
