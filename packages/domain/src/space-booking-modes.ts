import {
  type DayOpening,
  effectiveOpeningHours,
  type OpeningException,
  openingIntervalOf,
  type WeeklyOpeningHours,
} from './booking/opening-hours';
import { err, ok, type Result } from './result';
import type { Interval } from './time/interval';
import { minutesOfDay, type TimeString } from './time/time-of-day';
import { DEFAULT_TIME_ZONE, type LocalDate } from './time/zoned-time';

/**
 * Spec 2: booking mode all-day (default) or hourly; work-time toggle all-day, morning,
 * afternoon. 'allDay' books the day's opening hours, 'hourly' takes the user's times.
 */
export const SPACE_BOOKING_MODES = ['allDay', 'morning', 'afternoon', 'hourly'] as const;
export type SpaceBookingMode = (typeof SPACE_BOOKING_MODES)[number];

/**
 * Decision: morning = opening .. 13:00, afternoon = 13:00 .. closing, both clipped to the
 * opening hours. 13:00 splits the default 08:00-18:00 into two 5-hour halves; tenants can
 * move it with setting spaces.workTimeSplit.
 */
export const DEFAULT_WORK_TIME_SPLIT = '13:00';

/** Local from/to of a mode on a day, or null when closed or the half-day is empty. */
export function workTimeSlot(
  day: DayOpening,
  mode: Exclude<SpaceBookingMode, 'hourly'>,
  split: TimeString = DEFAULT_WORK_TIME_SPLIT,
): { from: TimeString; to: TimeString } | null {
  if (!day.open || day.from === null || day.to === null) return null;
  if (mode === 'allDay') return { from: day.from, to: day.to };
  const [from, to] = mode === 'morning' ? [day.from, split] : [split, day.to];
  const clippedFrom = minutesOfDay(from) < minutesOfDay(day.from) ? day.from : from;
  const clippedTo = minutesOfDay(to) > minutesOfDay(day.to) ? day.to : to;
  return minutesOfDay(clippedFrom) < minutesOfDay(clippedTo) ? { from: clippedFrom, to: clippedTo } : null;
}

/**
 * The period a non-hourly booking of `date` covers, as instants (DST-correct through
 * toInstant). Closed day -> SPACE_CLOSED_ON_DAY; empty half-day -> WORK_TIME_SLOT_EMPTY.
 */
export function bookingIntervalForMode(input: {
  date: LocalDate;
  mode: Exclude<SpaceBookingMode, 'hourly'>;
  weekly: readonly WeeklyOpeningHours[];
  exceptions?: readonly OpeningException[];
  zone?: string;
  workTimeSplit?: TimeString;
}): Result<Interval> {
  const day = effectiveOpeningHours(input.date, input.weekly, input.exceptions ?? []);
  if (!day.open) return err('SPACE_CLOSED_ON_DAY', { date: input.date });
  const slot = workTimeSlot(day, input.mode, input.workTimeSplit);
  const interval = slot && openingIntervalOf({ ...day, ...slot }, input.zone ?? DEFAULT_TIME_ZONE);
  if (!interval)
    return err('WORK_TIME_SLOT_EMPTY', { date: input.date, mode: input.mode, from: day.from, to: day.to });
  return ok(interval);
}
