import {
  type DayOpening,
  effectiveOpeningHours,
  type OpeningException,
  openingIntervalOf,
  type WeeklyOpeningHours,
} from './booking/opening-hours';
import { err, ok, type Result } from './result';
import type { Interval } from './time/interval';
import { roundInstant } from './time/rounding';
import { minutesOfDay, type TimeString } from './time/time-of-day';
import { DEFAULT_TIME_ZONE, type EpochMs, type LocalDate } from './time/zoned-time';

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
 *
 * Given `now` inside the slot, the slot starts at the current step instead (issue 14 point 2,
 * decision): a seat booked "all day" at 12:10 is held from 12:00, so its check-in window is open
 * right away. From the slot's real start it would already be a no-show, released (with
 * spaces.releaseNoShows) the moment it was booked, and could not be checked in to.
 */
export function bookingIntervalForMode(input: {
  date: LocalDate;
  mode: Exclude<SpaceBookingMode, 'hourly'>;
  weekly: readonly WeeklyOpeningHours[];
  exceptions?: readonly OpeningException[];
  zone?: string;
  workTimeSplit?: TimeString;
  /** The clock; without it the slot is the whole period (e.g. for a day in the future). */
  now?: EpochMs;
  /** The booking step (minutes) the late start is floored to; default 15. */
  stepMinutes?: number;
}): Result<Interval> {
  const day = effectiveOpeningHours(input.date, input.weekly, input.exceptions ?? []);
  if (!day.open) return err('SPACE_CLOSED_ON_DAY', { date: input.date });
  const slot = workTimeSlot(day, input.mode, input.workTimeSplit);
  const interval = slot && openingIntervalOf({ ...day, ...slot }, input.zone ?? DEFAULT_TIME_ZONE);
  if (!interval)
    return err('WORK_TIME_SLOT_EMPTY', { date: input.date, mode: input.mode, from: day.from, to: day.to });
  return ok(fromCurrentStep(interval, input.now, input.stepMinutes, input.zone ?? DEFAULT_TIME_ZONE));
}

/** A slot that has begun starts at the step `now` lies in; before its start or after its end it stays. */
function fromCurrentStep(
  interval: Interval,
  now: EpochMs | undefined,
  stepMinutes: number | undefined,
  zone: string,
): Interval {
  if (now === undefined || !(interval.start < now && now < interval.end)) return interval;
  const start = roundInstant(now, { step: stepMinutes ?? 15, mode: 'floor', zone });
  return start > interval.start && start < interval.end ? { start, end: interval.end } : interval;
}
