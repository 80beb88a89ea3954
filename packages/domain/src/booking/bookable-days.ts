import type { Interval } from '../time/interval';
import { addDays, DEFAULT_TIME_ZONE, daysBetween, type LocalDate } from '../time/zoned-time';
import {
  type DayOpening,
  effectiveOpeningHours,
  type OpeningException,
  openingIntervalOf,
  type WeeklyOpeningHours,
} from './opening-hours';

export type BookableDaysInput = {
  /** Local date of "now" in the tenant zone (the caller derives it with localDateOf(now, zone)). */
  today: LocalDate;
  /** How many days after today can be booked (spaces.advanceBookingDays; vehicles have their own). */
  advanceDays: number;
  /** Bookable ISO weekdays 1..7 (spaces.bookableWeekdays). */
  bookableWeekdays: readonly number[];
  weekly: readonly WeeklyOpeningHours[];
  exceptions?: readonly OpeningException[];
  zone?: string;
};

export type BookableDay = DayOpening & { open: true; interval: Interval };

/**
 * Spec 4: "computed for the advance-booking window from weekly opening times; a day with a
 * special opening time is bookable only if that entry's status is open". Decisions:
 * - The window is today .. today + advanceDays, both inclusive (advanceDays = 0: today only).
 * - A weekday outside bookableWeekdays is not bookable by its weekly hours, but an 'offen'
 *   exception makes that date bookable (an explicit special opening, e.g. a Saturday, is the
 *   more specific rule). A 'geschlossen' exception always makes the date not bookable.
 * - Whether today's opening is already over is checked per booking (checkSpaceBooking), not here.
 */
export function listBookableDays(input: BookableDaysInput): BookableDay[] {
  const days: BookableDay[] = [];
  const count = Math.max(0, Math.floor(input.advanceDays));
  for (let offset = 0; offset <= count; offset += 1) {
    const day = bookableDay(addDays(input.today, offset), input);
    if (day) days.push(day);
  }
  return days;
}

function bookableDay(date: LocalDate, input: BookableDaysInput): BookableDay | null {
  const day = effectiveOpeningHours(date, input.weekly, input.exceptions ?? []);
  if (day.source !== 'exception' && !input.bookableWeekdays.includes(day.isoWeekday)) return null;
  const interval = openingIntervalOf(day, input.zone ?? DEFAULT_TIME_ZONE);
  return interval ? { ...day, open: true, interval } : null;
}

export type BookableDayVerdict =
  | { bookable: true; day: BookableDay }
  | { bookable: false; reason: 'outside_advance_window' | 'weekday_not_bookable' | 'closed' };

/** One date of the same rule, with the reason when it is not bookable. */
export function checkBookableDay(date: LocalDate, input: BookableDaysInput): BookableDayVerdict {
  const offset = daysBetween(input.today, date);
  if (offset < 0 || offset > Math.max(0, Math.floor(input.advanceDays))) {
    return { bookable: false, reason: 'outside_advance_window' };
  }
  const day = bookableDay(date, input);
  if (day) return { bookable: true, day };
  const opening = effectiveOpeningHours(date, input.weekly, input.exceptions ?? []);
  // A closed day is reported as closed even if its weekday is not bookable either.
  const open = openingIntervalOf(opening, input.zone ?? DEFAULT_TIME_ZONE) !== null;
  return { bookable: false, reason: open ? 'weekday_not_bookable' : 'closed' };
}
