import {
  addDays,
  DEFAULT_TIME_ZONE,
  isoWeekday,
  isoWeekKey,
  type LocalDate,
  startOfLocalDay,
} from '@buchbar/domain/time/zoned-time';

/** The Monday of the ISO week containing `date` (Berlin dates, no clock involved). */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** Monday..Sunday of the week starting at `monday`. */
export function weekDays(monday: LocalDate): LocalDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The week's window as instants: Monday 00:00 to the next Monday 00:00 in Berlin (DST-safe). */
export function weekWindow(monday: LocalDate, zone = DEFAULT_TIME_ZONE): { from: string; to: string } {
  return {
    from: new Date(startOfLocalDay(monday, zone)).toISOString(),
    to: new Date(startOfLocalDay(addDays(monday, 7), zone)).toISOString(),
  };
}

/** ISO week number of the week (e.g. 48). */
export function weekNumber(monday: LocalDate): number {
  return Number(isoWeekKey(monday).split('-W')[1]);
}

export type DaySegment<T> = {
  entry: T;
  /** Position in the day as fractions 0..1 of its real length (23 or 25 hours on DST days). */
  left: number;
  width: number;
  /** The entry begins before or ends after this day. */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

/** The part of each entry that falls on `date`, positioned proportionally to the day's length. */
export function segmentsOfDay<T extends { start: string; end: string }>(
  entries: readonly T[],
  date: LocalDate,
  zone = DEFAULT_TIME_ZONE,
): DaySegment<T>[] {
  const dayStart = startOfLocalDay(date, zone);
  const dayEnd = startOfLocalDay(addDays(date, 1), zone);
  const length = dayEnd - dayStart;
  const out: DaySegment<T>[] = [];
  for (const entry of entries) {
    const start = Date.parse(entry.start);
    const end = Date.parse(entry.end);
    if (!(end > dayStart && start < dayEnd)) continue;
    const from = Math.max(start, dayStart);
    const to = Math.min(end, dayEnd);
    out.push({
      entry,
      left: (from - dayStart) / length,
      width: (to - from) / length,
      continuesBefore: start < dayStart,
      continuesAfter: end > dayEnd,
    });
  }
  return out;
}
