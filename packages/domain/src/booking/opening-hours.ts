import { err, ok, type Result } from '../result';
import type { Interval } from '../time/interval';
import { isTimeString, minutesOfDay, type TimeString } from '../time/time-of-day';
import {
  DEFAULT_TIME_ZONE,
  type IsoWeekday,
  isoWeekday,
  type LocalDate,
  parseLocalDate,
  toInstant,
} from '../time/zoned-time';

/** Weekly opening hours of a bookable resource: a floor plan, later a vehicle (spec 3 "Öffnungszeit": wochentag, von, bis, geoeffnet). */
export type WeeklyOpeningHours = { isoWeekday: IsoWeekday; from: TimeString; to: TimeString; open: boolean };

export const OPENING_EXCEPTION_STATUSES = ['offen', 'geschlossen'] as const;
export type OpeningExceptionStatus = (typeof OPENING_EXCEPTION_STATUSES)[number];

/** Named values, so code outside the domain never spells a status. */
export const OPENING_EXCEPTION_STATUS = { open: 'offen', closed: 'geschlossen' } as const satisfies Record<
  string,
  OpeningExceptionStatus
>;

/** Deviating opening time (spec 3 "abweichende Öffnungszeit"); validFrom..validTo inclusive. */
export type OpeningException = {
  validFrom: LocalDate;
  validTo: LocalDate;
  from: TimeString;
  to: TimeString;
  status: OpeningExceptionStatus;
};

export type DayOpening = {
  date: LocalDate;
  isoWeekday: IsoWeekday;
  open: boolean;
  /** Set when open. */
  from: TimeString | null;
  to: TimeString | null;
  /** 'default' = the floor plan has no row for this weekday. */
  source: 'weekly' | 'exception' | 'default';
};

export const DEFAULT_OPENING_FROM = '08:00';
export const DEFAULT_OPENING_TO = '18:00';

/**
 * Spec 3 gives 08:00-18:00 as field defaults but no weekday default. Decision: a floor plan
 * without rows is open Mon-Fri 08:00-18:00 and closed Sat/Sun (an office, not a library); a
 * missing weekday row falls back to this default for that weekday.
 */
export const DEFAULT_WEEKLY_OPENING_HOURS: readonly WeeklyOpeningHours[] = (
  [1, 2, 3, 4, 5, 6, 7] as const
).map((day) => ({ isoWeekday: day, from: DEFAULT_OPENING_FROM, to: DEFAULT_OPENING_TO, open: day <= 5 }));

export function parseOpeningExceptionStatus(value: string): Result<OpeningExceptionStatus> {
  const found = OPENING_EXCEPTION_STATUSES.find((s) => s === value);
  return found ? ok(found) : err('UNKNOWN_OPENING_TIME_STATUS', { value });
}

function checkTimes(from: string, to: string, mustBeOrdered: boolean, where: Record<string, unknown>) {
  if (!isTimeString(from)) return err('INVALID_TIME_STRING', { ...where, value: from });
  if (!isTimeString(to)) return err('INVALID_TIME_STRING', { ...where, value: to });
  if (mustBeOrdered && minutesOfDay(from) >= minutesOfDay(to)) {
    return err('INVALID_OPENING_HOURS', { ...where, from, to, reason: 'from must be before to' });
  }
  return null;
}

/** At most one row per weekday, valid 'HH:mm', from < to on open days (closing at midnight is not modelled). */
export function validateWeeklyOpeningHours(
  rows: readonly WeeklyOpeningHours[],
): Result<WeeklyOpeningHours[]> {
  const seen = new Set<number>();
  for (const row of rows) {
    if (!Number.isInteger(row.isoWeekday) || row.isoWeekday < 1 || row.isoWeekday > 7) {
      return err('INVALID_OPENING_HOURS', { isoWeekday: row.isoWeekday, reason: 'weekday must be 1..7' });
    }
    if (seen.has(row.isoWeekday)) {
      return err('INVALID_OPENING_HOURS', { isoWeekday: row.isoWeekday, reason: 'duplicate weekday' });
    }
    seen.add(row.isoWeekday);
    const bad = checkTimes(row.from, row.to, row.open, { isoWeekday: row.isoWeekday });
    if (bad) return bad;
  }
  return ok([...rows].sort((a, b) => a.isoWeekday - b.isoWeekday));
}

export function validateOpeningException(entry: OpeningException): Result<OpeningException> {
  for (const date of [entry.validFrom, entry.validTo]) {
    const parsed = parseLocalDate(date);
    if (!parsed.ok) return parsed;
  }
  if (entry.validFrom > entry.validTo) {
    return err('INVALID_DATE_RANGE', { validFrom: entry.validFrom, validTo: entry.validTo });
  }
  const status = parseOpeningExceptionStatus(entry.status);
  if (!status.ok) return status;
  const bad = checkTimes(entry.from, entry.to, entry.status === 'offen', { validFrom: entry.validFrom });
  return bad ?? ok(entry);
}

/**
 * The exception that applies to `date`, if any. Several may cover one date: 'geschlossen' wins
 * (closing is the safe side); among open ones the shortest range wins (most specific), then
 * the later entry in the list.
 */
export function findOpeningException(
  date: LocalDate,
  exceptions: readonly OpeningException[],
): OpeningException | undefined {
  const span = (e: OpeningException) => Date.parse(e.validTo) - Date.parse(e.validFrom);
  let best: OpeningException | undefined;
  for (const e of exceptions) {
    if (e.validFrom > date || e.validTo < date) continue;
    if (!best) best = e;
    else if ((e.status === 'geschlossen') !== (best.status === 'geschlossen')) {
      if (e.status === 'geschlossen') best = e;
    } else if (span(e) <= span(best)) best = e;
  }
  return best;
}

/** Effective hours of a local date: an exception wins over the weekly row (spec 4). */
export function effectiveOpeningHours(
  date: LocalDate,
  weekly: readonly WeeklyOpeningHours[],
  exceptions: readonly OpeningException[] = [],
): DayOpening {
  const weekday = isoWeekday(date);
  const exception = findOpeningException(date, exceptions);
  const dayOf = (open: boolean, from: string, to: string, source: DayOpening['source']): DayOpening => {
    // An open entry with from >= to has no opening time; treat it as closed rather than guess.
    const reallyOpen =
      open && isTimeString(from) && isTimeString(to) && minutesOfDay(from) < minutesOfDay(to);
    return {
      date,
      isoWeekday: weekday,
      open: reallyOpen,
      from: reallyOpen ? from : null,
      to: reallyOpen ? to : null,
      source,
    };
  };
  if (exception) return dayOf(exception.status === 'offen', exception.from, exception.to, 'exception');
  const row = weekly.find((r) => r.isoWeekday === weekday);
  if (row) return dayOf(row.open, row.from, row.to, 'weekly');
  const fallback = DEFAULT_WEEKLY_OPENING_HOURS.find((r) => r.isoWeekday === weekday);
  return dayOf(fallback?.open ?? false, DEFAULT_OPENING_FROM, DEFAULT_OPENING_TO, 'default');
}

/**
 * The opening of a day as instants, or null when closed. Local times go through toInstant, so
 * 2026-10-25 08:00-18:00 Berlin is exactly 10 h (07:00Z-17:00Z) although the day has 25 h.
 */
export function openingIntervalOf(day: DayOpening, zone: string = DEFAULT_TIME_ZONE): Interval | null {
  if (!day.open || day.from === null || day.to === null) return null;
  const start = toInstant(day.date, day.from, zone);
  const end = toInstant(day.date, day.to, zone);
  // Hours inside the spring DST gap can collapse (02:15-03:00 on 2026-03-29): then closed.
  return start < end ? { start, end } : null;
}

export function openingInterval(
  date: LocalDate,
  weekly: readonly WeeklyOpeningHours[],
  exceptions: readonly OpeningException[] = [],
  zone: string = DEFAULT_TIME_ZONE,
): Interval | null {
  return openingIntervalOf(effectiveOpeningHours(date, weekly, exceptions), zone);
}
