import { DEFAULT_TIME_ZONE, localDateOf } from '@buchbar/domain/time/zoned-time';

/**
 * Today's date (YYYY-MM-DD) in the organisation's zone: a kiosk in another zone, or shortly
 * after midnight UTC, still shows the Berlin day.
 */
export function localDateIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return localDateOf(now.getTime(), timeZone);
}
