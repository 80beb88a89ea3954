import { checkInWindow } from '@buchbar/domain/booking/check-in-window';
import { BOOKING_STATUS } from '@buchbar/domain/booking/status';
import { DEFAULT_STEP_MINUTES, validateStepMinutes } from '@buchbar/domain/time/rounding';
import { formatMinutesOfDay, MINUTES_PER_DAY } from '@buchbar/domain/time/time-of-day';

/** 'HH:mm' choices of a day on the booking step grid (spec 9: step default 15 minutes). */
export function buildTimeOptions(stepMinutes: number): string[] {
  const step = validateStepMinutes(stepMinutes).ok ? stepMinutes : DEFAULT_STEP_MINUTES;
  const options: string[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += step) options.push(formatMinutesOfDay(minutes));
  return options;
}

/**
 * The hourly pickers' choices (issue 14 point 1): "Von" only inside the day's opening hours on
 * the step grid (a start with no grid time left before closing is no choice), "Bis" only after "Von" and up to closing. 'HH:mm'
 * strings compare in time order. A closed day (no opening) keeps the whole grid: nothing is
 * bookable there and the closed notice says so.
 */
export function hourlyTimeOptions(
  grid: readonly string[],
  opening: { from: string; to: string } | null | undefined,
  from: string,
): { from: string[]; to: string[] } {
  if (!opening) return { from: [...grid], to: grid.filter((t) => t > from) };
  const inside = grid.filter((t) => t >= opening.from && t <= opening.to);
  return {
    // The last grid time inside is an end only: a start there would leave no "Bis".
    from: inside.slice(0, -1),
    to: inside.filter((t) => t > from),
  };
}

/** Spec 4: the check-in window as dates for display; the domain decides (half-open, closes excluded). */
export function checkInWindowOf(start: string, minutes: number): { opens: Date; closes: Date } {
  const window = checkInWindow(Date.parse(start), minutes);
  return { opens: new Date(window.start), closes: new Date(window.end) };
}

/** Bookings still worth listing: not cancelled and not over yet, earliest first. */
export function upcomingBookings<T extends { status: string; end: string; start: string }>(
  bookings: readonly T[],
  now: Date,
): T[] {
  return bookings
    .filter((b) => b.status !== BOOKING_STATUS.cancelled && new Date(b.end).getTime() > now.getTime())
    .sort((a, b) => a.start.localeCompare(b.start));
}
