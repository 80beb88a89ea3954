import { Temporal } from 'temporal-polyfill';
import { DomainError } from '../domain-error';
import { err, ok, type Result, unwrap } from '../result';
import { DEFAULT_TIME_ZONE } from './default-time-zone';
import { formatTimeOfDay, type TimeOfDay, type TimeString, timeOfDayOrThrow } from './time-of-day';

/**
 * Representation chosen for the whole package: an instant is epoch milliseconds (`number`,
 * UTC, integer); a local date is 'YYYY-MM-DD'; a local time is 'HH:mm'. Plain values cross
 * the API boundary, Temporal objects never leave this file. `formatInstant`/`parseInstant`
 * convert to and from ISO 8601 with offset for the HTTP layer.
 */
export type EpochMs = number;
export type LocalDate = string;
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export { DEFAULT_TIME_ZONE };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function parseLocalDate(text: string): Result<LocalDate> {
  if (!DATE_PATTERN.test(text)) return err('INVALID_DATE_STRING', { value: text });
  try {
    return ok(Temporal.PlainDate.from(text, { overflow: 'reject' }).toString());
  } catch {
    return err('INVALID_DATE_STRING', { value: text });
  }
}

function plainDate(date: LocalDate): Temporal.PlainDate {
  return Temporal.PlainDate.from(unwrap(parseLocalDate(date)));
}

/** Zones already found valid (checked on every conversion; building a ZonedDateTime each time is slow). */
const validZones = new Set<string>();

export function isValidTimeZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  try {
    Temporal.PlainDate.from('2026-01-01').toZonedDateTime(zone);
    if (validZones.size < 1_000) validZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Results of pure conversions by their arguments (a booking or map request converts the same
 * few dates and times again and again); bounded, so odd inputs cannot grow it without limit.
 */
function memo<T>(fn: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    const hit = values.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    if (values.size >= 10_000) values.clear();
    values.set(key, value);
    return value;
  };
}

function checkedZone(zone: string): string {
  if (!isValidTimeZone(zone)) throw new DomainError('INVALID_TIME_ZONE', { zone });
  return zone;
}

/**
 * Local wall time -> instant. DST rule: Temporal's 'compatible' disambiguation, as in
 * java.time and RFC 5545. In the spring gap (2026-03-29 02:00-03:00 does not exist in Berlin)
 * the time is pushed forward by the gap length: 02:30 -> 03:30 CEST. In the autumn overlap
 * (2026-10-25 02:00-03:00 happens twice) the earlier occurrence wins: 02:30 -> 02:30 CEST.
 */
export function toInstant(
  date: LocalDate,
  time: TimeOfDay | TimeString,
  zone: string = DEFAULT_TIME_ZONE,
): EpochMs {
  const t = typeof time === 'string' ? timeOfDayOrThrow(time) : time;
  return instantOfWallTime(`${date}|${t.hours}|${t.minutes}|${zone}`);
}

const instantOfWallTime = memo((key) => {
  const [date = '', hours, minutes, zone = ''] = key.split('|');
  return plainDate(date)
    .toPlainDateTime({ hour: Number(hours), minute: Number(minutes) })
    .toZonedDateTime(checkedZone(zone), { disambiguation: 'compatible' }).epochMilliseconds;
});

function zoned(instant: EpochMs, zone: string): Temporal.ZonedDateTime {
  if (!Number.isFinite(instant)) throw new DomainError('INVALID_INSTANT', { value: instant });
  return Temporal.Instant.fromEpochMilliseconds(Math.trunc(instant)).toZonedDateTimeISO(checkedZone(zone));
}

export type LocalDateTime = {
  date: LocalDate;
  time: TimeString;
  isoWeekday: IsoWeekday;
  /** Offset from UTC in minutes at that instant (+60 CET, +120 CEST). */
  offsetMinutes: number;
};

/** Instant -> local date, time (seconds dropped), weekday and offset in `zone`. */
export function toLocalDateTime(instant: EpochMs, zone: string = DEFAULT_TIME_ZONE): LocalDateTime {
  const z = zoned(instant, zone);
  return {
    date: z.toPlainDate().toString(),
    time: formatTimeOfDay({ hours: z.hour, minutes: z.minute }),
    isoWeekday: z.dayOfWeek as IsoWeekday,
    offsetMinutes: z.offsetNanoseconds / 60_000_000_000,
  };
}

export function localDateOf(instant: EpochMs, zone: string = DEFAULT_TIME_ZONE): LocalDate {
  if (!Number.isFinite(instant)) throw new DomainError('INVALID_INSTANT', { value: instant });
  return dateAt(`${Math.trunc(instant)}|${zone}`);
}

const dateAt = memo((key) => {
  const [instant, zone = ''] = key.split('|');
  return zoned(Number(instant), zone).toPlainDate().toString();
});

/** First instant of the local day (usually 00:00; zones whose DST jumps at midnight differ). */
export function startOfLocalDay(date: LocalDate, zone: string = DEFAULT_TIME_ZONE): EpochMs {
  return startOfDay(`${date}|${zone}`);
}

const startOfDay = memo((key) => {
  const [date = '', zone = ''] = key.split('|');
  return plainDate(date).toZonedDateTime(checkedZone(zone)).epochMilliseconds;
});

/** Exclusive end of the local day = start of the next day; the day is 23 h or 25 h on DST days. */
export function endOfLocalDay(date: LocalDate, zone: string = DEFAULT_TIME_ZONE): EpochMs {
  return startOfLocalDay(addDays(date, 1), zone);
}

/** ISO weekday of a local date: 1 = Monday .. 7 = Sunday. */
export function isoWeekday(date: LocalDate): IsoWeekday {
  return plainDate(date).dayOfWeek as IsoWeekday;
}

/** Calendar arithmetic (not 24 h steps): 2026-03-28 + 1 day = 2026-03-29 whatever its length. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return plusDays(`${date}|${days}`);
}

const plusDays = memo((key) => {
  const [date = '', days] = key.split('|');
  return plainDate(date)
    .add({ days: Number(days) })
    .toString();
});

/**
 * Calendar months (Temporal's constrain rule): the day is kept, or clamped to the month's last
 * day, so 2026-08-31 + 6 months = 2027-02-28 (the licence interval of spec 9).
 */
export function addMonths(date: LocalDate, months: number): LocalDate {
  return plusMonths(`${date}|${months}`);
}

const plusMonths = memo((key) => {
  const [date = '', months] = key.split('|');
  return plainDate(date)
    .add({ months: Number(months) })
    .toString();
});

/** Whole calendar days from `from` to `to` (negative if `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return plainDate(from).until(plainDate(to), { largestUnit: 'days' }).days;
}

/** ISO 8601 week key like '2026-W13' (the week-numbering year may differ from the date's year). */
export function isoWeekKey(date: LocalDate): string {
  const d = plainDate(date);
  return `${d.yearOfWeek}-W${String(d.weekOfYear).padStart(2, '0')}`;
}

/** ISO 8601 with the zone's offset, e.g. '2026-10-25T02:30:00+02:00' (milliseconds only if non-zero). */
export function formatInstant(instant: EpochMs, zone: string = DEFAULT_TIME_ZONE): string {
  const z = zoned(instant, zone);
  const smallestUnit = z.millisecond === 0 ? 'second' : 'millisecond';
  return z.toString({ timeZoneName: 'never', smallestUnit });
}

/** ISO 8601 instant with 'Z' or an explicit offset -> epoch ms; a string without offset is refused. */
export function parseInstant(text: string): Result<EpochMs> {
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return err('INVALID_INSTANT', { value: text });
  try {
    return ok(Temporal.Instant.from(text).epochMilliseconds);
  } catch {
    return err('INVALID_INSTANT', { value: text });
  }
}
