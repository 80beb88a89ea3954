/** One weekday of the weekly opening hours (ISO weekday 1 = Monday … 7 = Sunday). */
export interface WeeklyRow {
  isoWeekday: number;
  from: string;
  to: string;
  open: boolean;
}

/** Spec 9: default opening 08:00–18:00; without rows the server assumes Monday to Friday. */
export const DEFAULT_FROM = '08:00';
export const DEFAULT_TO = '18:00';

/** Always seven rows, Monday first; missing days get the default (open Mon–Fri, closed Sat/Sun). */
export function completeWeek(rows: readonly WeeklyRow[]): WeeklyRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map(
    (isoWeekday) =>
      rows.find((row) => row.isoWeekday === isoWeekday) ?? {
        isoWeekday,
        from: DEFAULT_FROM,
        to: DEFAULT_TO,
        open: isoWeekday <= 5,
      },
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type WeeklyProblem = 'invalidTime' | 'endBeforeStart';

/**
 * Problems of an open day, keyed by weekday: times must be HH:mm (spec 5) and the day must end
 * after it starts. Closed days keep whatever times they have.
 */
export function checkWeek(rows: readonly WeeklyRow[]): Map<number, WeeklyProblem> {
  const problems = new Map<number, WeeklyProblem>();
  for (const row of rows) {
    if (!row.open) continue;
    if (!TIME.test(row.from) || !TIME.test(row.to)) problems.set(row.isoWeekday, 'invalidTime');
    else if (row.to <= row.from) problems.set(row.isoWeekday, 'endBeforeStart');
  }
  return problems;
}

/** Weekday name in the UI language; 2024-01-01 was a Monday. */
export function weekdayName(isoWeekday: number, language: string): string {
  const date = new Date(Date.UTC(2024, 0, isoWeekday));
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date);
}
