import { err, ok, type Result } from '../result';
import {
  DEFAULT_TIME_ZONE,
  type EpochMs,
  endOfLocalDay,
  type LocalDate,
  startOfLocalDay,
} from '../time/zoned-time';

/** The instants a history filter by local days covers: `[start, end)`, either side open. */
export type HistoryRange = { readonly start: EpochMs | null; readonly end: EpochMs | null };

/**
 * The vehicle history's date filter (issue 11 point 4): `from` and `to` are days in the tenant's
 * zone, both inclusive, so the range runs from the first instant of `from` to the first instant
 * of the day after `to` — 23 or 25 hours for a DST day, never a fixed 24. A `to` before `from`
 * is refused rather than read as an empty list, so a mistyped filter is told, not hidden.
 */
export function historyRange(
  from: LocalDate | undefined,
  to: LocalDate | undefined,
  zone: string = DEFAULT_TIME_ZONE,
): Result<HistoryRange> {
  if (from !== undefined && to !== undefined && to < from)
    return err('VEHICLE_HISTORY_RANGE_INVALID', { from, to });
  return ok({
    start: from === undefined ? null : startOfLocalDay(from, zone),
    end: to === undefined ? null : endOfLocalDay(to, zone),
  });
}
