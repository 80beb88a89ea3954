import { err, ok, type Result } from '../result';
import {
  addDays,
  addMonths,
  DEFAULT_TIME_ZONE,
  daysBetween,
  type EpochMs,
  type LocalDate,
  localDateOf,
  parseLocalDate,
  startOfLocalDay,
} from '../time/zoned-time';

/**
 * Periods of the periodic logbook report (spec 9 "report mail addresses and interval (monthly,
 * quarterly, semi-annually, annually)"; issue 13 point 5; ADR 0015). A period is whole calendar
 * days of the tenant's zone (Europe/Berlin): it starts at 00:00 of its first day, whatever the
 * offset, and ends at 00:00 of the day after its last day, so a period holding a DST day is an
 * hour shorter or longer than its days times 24 h.
 */
export const REPORT_INTERVALS = ['monthly', 'quarterly', 'semi-annually', 'annually'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** A scheduled report (the interval's job) or one sent by hand ("send now"). */
export const REPORT_KINDS = ['scheduled', 'manual'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const MONTHS: Readonly<Record<ReportInterval, number>> = {
  monthly: 1,
  quarterly: 3,
  'semi-annually': 6,
  annually: 12,
};

export type ReportPeriod = {
  /** First and last day in the zone, both inclusive ('YYYY-MM-DD'). */
  from: LocalDate;
  to: LocalDate;
  /** The instants [start, end): start of `from`, and the start of the day after `to` (or "now"). */
  start: EpochMs;
  end: EpochMs;
};

/**
 * A scheduled report that could not be sent at the start of its period (every instance down) is
 * still sent during the first days of the next one; later it is left to "send now" (ADR 0015).
 */
export const REPORT_CATCH_UP_DAYS = 3;

/** The longest period a report sent by hand may cover, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;

export function isReportInterval(value: unknown): value is ReportInterval {
  return typeof value === 'string' && (REPORT_INTERVALS as readonly string[]).includes(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar period of the interval that contains the instant (in the zone). */
export function reportPeriodOf(
  instant: EpochMs,
  interval: ReportInterval,
  zone: string = DEFAULT_TIME_ZONE,
): ReportPeriod {
  const day = localDateOf(instant, zone);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const months = MONTHS[interval];
  const first = Math.floor((month - 1) / months) * months + 1;
  const from = `${String(year).padStart(4, '0')}-${pad(first)}-01`;
  const next = addMonths(from, months);
  return {
    from,
    to: addDays(next, -1),
    start: startOfLocalDay(from, zone),
    end: startOfLocalDay(next, zone),
  };
}

/** The last period of the interval that ended at or before the instant. */
export function previousReportPeriod(
  instant: EpochMs,
  interval: ReportInterval,
  zone: string = DEFAULT_TIME_ZONE,
): ReportPeriod {
  return reportPeriodOf(reportPeriodOf(instant, interval, zone).start - 1, interval, zone);
}

/**
 * The period a scheduled report is due for at `now`: the one that has just ended, while `now`
 * lies in the first REPORT_CATCH_UP_DAYS days of the new period; otherwise none. Whether it was
 * already sent is the database's business (one scheduled report per tenant and period).
 */
export function dueReportPeriod(
  now: EpochMs,
  interval: ReportInterval,
  zone: string = DEFAULT_TIME_ZONE,
  catchUpDays: number = REPORT_CATCH_UP_DAYS,
): ReportPeriod | null {
  const current = reportPeriodOf(now, interval, zone);
  if (localDateOf(now, zone) >= addDays(current.from, catchUpDays)) return null;
  return previousReportPeriod(now, interval, zone);
}

/**
 * The period of a report sent by hand. Without dates: the current period of the tenant's
 * interval so far (its start up to `now`), or the previous one in the very first instant of a
 * period (nothing has happened yet). With `from` and `to` (days in the zone, inclusive): that
 * span, ending at `now` when `to` is today or later; refused when only one is given, when `to`
 * lies before `from`, when `from` lies after today, or when it covers more than REPORT_MAX_DAYS.
 */
export function manualReportPeriod(input: {
  from?: string;
  to?: string;
  now: EpochMs;
  interval: ReportInterval;
  zone?: string;
}): Result<ReportPeriod> {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const { now } = input;
  const today = localDateOf(now, zone);
  if (input.from === undefined && input.to === undefined) {
    const current = reportPeriodOf(now, input.interval, zone);
    if (now <= current.start) return ok(previousReportPeriod(now, input.interval, zone));
    return ok({ from: current.from, to: today, start: current.start, end: now });
  }
  if (input.from === undefined || input.to === undefined)
    return err('REPORT_PERIOD_INCOMPLETE', { from: input.from ?? null, to: input.to ?? null });
  const from = parseLocalDate(input.from);
  if (!from.ok) return from;
  const to = parseLocalDate(input.to);
  if (!to.ok) return to;
  if (to.value < from.value) return err('REPORT_PERIOD_REVERSED', { from: from.value, to: to.value });
  const start = startOfLocalDay(from.value, zone);
  if (from.value > today || start >= now) return err('REPORT_PERIOD_IN_FUTURE', { from: from.value, today });
  if (daysBetween(from.value, to.value) + 1 > REPORT_MAX_DAYS)
    return err('REPORT_PERIOD_TOO_LONG', { from: from.value, to: to.value, maxDays: REPORT_MAX_DAYS });
  if (to.value >= today) return ok({ from: from.value, to: today, start, end: now });
  return ok({ from: from.value, to: to.value, start, end: startOfLocalDay(addDays(to.value, 1), zone) });
}

/** Whether the days are exactly one calendar period of the interval (a scheduled report's shape). */
export function isWholeReportPeriod(
  p: { from: LocalDate; to: LocalDate },
  interval: ReportInterval,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  const whole = reportPeriodOf(startOfLocalDay(p.from, zone), interval, zone);
  return whole.from === p.from && whole.to === p.to;
}

const MONTH_NAMES = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** A day as the reader writes it: de `24.11.2026`, en `24 Nov 2026`. */
export function formatReportDay(date: LocalDate, lang: 'de' | 'en'): string {
  const [y, m, d] = date.split('-');
  if (lang === 'de') return `${d}.${m}.${y}`;
  return `${Number(d)} ${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3) ?? m} ${y}`;
}

/**
 * The period's name for subjects and lists: a whole calendar period of the interval by its name
 * (`März 2027`, `1. Quartal 2027` / `Q1 2027`, `2. Halbjahr 2026` / `H2 2026`, `2027`), any
 * other span by its first and last day.
 */
export function reportPeriodName(
  p: { from: LocalDate; to: LocalDate },
  interval: ReportInterval | null,
  lang: 'de' | 'en',
  zone: string = DEFAULT_TIME_ZONE,
): string {
  const span = `${formatReportDay(p.from, lang)} – ${formatReportDay(p.to, lang)}`;
  if (interval === null || !isWholeReportPeriod(p, interval, zone)) return span;
  const year = p.from.slice(0, 4);
  const month = Number(p.from.slice(5, 7));
  switch (interval) {
    case 'monthly':
      return `${MONTH_NAMES[lang][month - 1]} ${year}`;
    case 'quarterly': {
      const q = Math.floor((month - 1) / 3) + 1;
      return lang === 'de' ? `${q}. Quartal ${year}` : `Q${q} ${year}`;
    }
    case 'semi-annually': {
      const h = month <= 6 ? 1 : 2;
      return lang === 'de' ? `${h}. Halbjahr ${year}` : `H${h} ${year}`;
    }
    case 'annually':
      return year;
  }
}
