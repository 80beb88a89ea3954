import { err, ok, type Result, unwrap } from '../result';

/** A wall-clock time without date or zone (spec 3: "stunden", "minuten"). */
export type TimeOfDay = { readonly hours: number; readonly minutes: number };

/** 'HH:mm' string as used at the API boundary and in the database. */
export type TimeString = string;

export const MINUTES_PER_DAY = 1440;

// Spec 5: "Time strings must be HH:mm, 24 hours". Two digits each, 00:00..23:59; '24:00' and
// '7:00' are refused so a value has exactly one spelling.
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseTimeOfDay(text: string): Result<TimeOfDay> {
  const match = TIME_PATTERN.exec(text);
  if (!match) return err('INVALID_TIME_STRING', { value: text });
  return ok({ hours: Number(match[1]), minutes: Number(match[2]) });
}

/** Like parseTimeOfDay, but throws DomainError('INVALID_TIME_STRING'). */
export function timeOfDayOrThrow(text: string): TimeOfDay {
  return unwrap(parseTimeOfDay(text));
}

export function isTimeString(text: string): boolean {
  return TIME_PATTERN.test(text);
}

export function formatTimeOfDay(time: TimeOfDay): TimeString {
  return `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}

/** Minutes since local midnight (0..1439) of a TimeOfDay or a 'HH:mm' string (throws if invalid). */
export function minutesOfDay(time: TimeOfDay | TimeString): number {
  const value = typeof time === 'string' ? timeOfDayOrThrow(time) : time;
  return value.hours * 60 + value.minutes;
}

export function timeOfDayFromMinutes(minutes: number): Result<TimeOfDay> {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    return err('INVALID_MINUTES_OF_DAY', { value: minutes });
  }
  return ok({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** 'HH:mm' of minutes since midnight; throws INVALID_MINUTES_OF_DAY outside 0..1439. */
export function formatMinutesOfDay(minutes: number): TimeString {
  return formatTimeOfDay(unwrap(timeOfDayFromMinutes(minutes)));
}

/** Sort comparator: negative, zero or positive like Array.prototype.sort expects. */
export function compareTimeOfDay(a: TimeOfDay | TimeString, b: TimeOfDay | TimeString): -1 | 0 | 1 {
  return Math.sign(minutesOfDay(a) - minutesOfDay(b)) as -1 | 0 | 1;
}
