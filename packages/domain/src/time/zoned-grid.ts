import type { Interval } from './interval';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  type EpochMs,
  type LocalDate,
  startOfLocalDay,
  toLocalDateTime,
} from './zoned-time';

const HOUR_MS = 3_600_000;

/** One column of a time grid: a real interval and the wall-clock label it starts at. */
export type GridColumn = Interval & {
  /** The local date the column belongs to. */
  readonly date: LocalDate;
  /** The local time at the column's start, HH:mm. */
  readonly time: string;
  /** Offset from UTC in minutes at the column's start (tells the two 02:00 hours of October apart). */
  readonly offsetMinutes: number;
};

/**
 * The hours of a local day as consecutive real hours: 24, but 23 on the spring DST day (02:00
 * does not exist in Berlin) and 25 in autumn (02:00 comes twice, CEST then CET). A day grid
 * with one equal-width column per hour therefore shows real elapsed time.
 */
export function hoursOfLocalDay(date: LocalDate, zone: string = DEFAULT_TIME_ZONE): GridColumn[] {
  const end = startOfLocalDay(addDays(date, 1), zone);
  const out: GridColumn[] = [];
  for (let t = startOfLocalDay(date, zone); t < end; t += HOUR_MS) {
    const local = toLocalDateTime(t, zone);
    out.push({
      start: t,
      end: Math.min(t + HOUR_MS, end),
      date,
      time: local.time,
      offsetMinutes: local.offsetMinutes,
    });
  }
  return out;
}

/** `count` consecutive local days from `first` as columns, each from its 00:00 to the next day's. */
export function localDayColumns(
  first: LocalDate,
  count: number,
  zone: string = DEFAULT_TIME_ZONE,
): GridColumn[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(first, i);
    const start = startOfLocalDay(date, zone);
    return {
      start,
      end: startOfLocalDay(addDays(date, 1), zone),
      date,
      time: '00:00',
      offsetMinutes: toLocalDateTime(start, zone).offsetMinutes,
    };
  });
}

/**
 * Where an instant sits on a grid of equal-width columns, as a fraction 0..1 of the grid
 * (clamped): the column's index plus the elapsed part of that column. On a week grid a 25-hour
 * day is as wide as the others, so 12:00 stays in the middle of its day, not 12/25 of it.
 */
export function gridPosition(instant: EpochMs, columns: readonly Interval[]): number {
  const n = columns.length;
  const first = columns[0];
  const last = columns[n - 1];
  if (!first || !last || instant <= first.start) return 0;
  if (instant >= last.end) return 1;
  const i = columns.findIndex((c) => instant < c.end);
  const c = columns[i] ?? last;
  return (i + (instant - c.start) / (c.end - c.start)) / n;
}

/** The part of `period` visible on the grid as left and width fractions, or null when outside. */
export function gridSpan(
  period: Interval,
  columns: readonly Interval[],
): { left: number; width: number; continuesBefore: boolean; continuesAfter: boolean } | null {
  const first = columns[0];
  const last = columns[columns.length - 1];
  if (!first || !last || period.end <= first.start || period.start >= last.end) return null;
  const left = gridPosition(period.start, columns);
  return {
    left,
    width: gridPosition(period.end, columns) - left,
    continuesBefore: period.start < first.start,
    continuesAfter: period.end > last.end,
  };
}
