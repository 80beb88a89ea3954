import { DEFAULT_TIME_ZONE, type EpochMs, toLocalDateTime } from '../time/zoned-time';

/**
 * An instant as wall-clock text in the tenant's zone, "25.10.2026 02:30", for the `…Local`
 * placeholders of messages (the ISO form stays in the details for clients that format
 * themselves). On the autumn day 02:30 occurs twice; the text does not say which (the ISO does).
 */
export function formatLocalDisplay(instant: EpochMs, zone: string = DEFAULT_TIME_ZONE): string {
  const { date, time } = toLocalDateTime(instant, zone);
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
}
