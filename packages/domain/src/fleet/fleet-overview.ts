import { err, ok, type Result } from '../result';
import { type Interval, MINUTE_MS } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';
import type { ApproverRow } from './approval';
import {
  effectiveTripPeriod,
  type TripPhase,
  type TripRules,
  type TripTimesInput,
  tripPhase,
} from './trip-flow';
import type { VehicleBookingType } from './vehicle-constants';

/** The longest window the fleet overview answers: a month view (its widest screen is a week). */
export const OVERVIEW_MAXIMUM_DAYS = 31;

/**
 * The overview's window `[from, to)`: both readable instants, `to` after `from`, at most
 * OVERVIEW_MAXIMUM_DAYS × 24 elapsed hours (a month across a DST change is one hour shorter or
 * longer and still fits). Same code as the vehicle timeline's window (its message names the days).
 */
export function checkOverviewWindow(from: EpochMs, to: EpochMs): Result<Interval> {
  if (
    !Number.isFinite(from) ||
    !Number.isFinite(to) ||
    !(to > from) ||
    to - from > OVERVIEW_MAXIMUM_DAYS * 24 * 60 * MINUTE_MS
  )
    return err('VEHICLE_TIMELINE_WINDOW_INVALID', { maximumDays: OVERVIEW_MAXIMUM_DAYS });
  return ok({ start: from, end: to });
}

export type OverviewEntryInput = TripTimesInput & {
  readonly type: VehicleBookingType;
  readonly approvers: readonly ApproverRow[];
};

export type OverviewEntryState = {
  /** A block (WARTUNG, SERVICE, DEFEKT) has no trip phase. */
  readonly phase: TripPhase | 'block';
  /** A running trip past its planned end (issue 11 point 8 "trips running late"). */
  readonly late: boolean;
  /** Whole minutes past the planned end of a late trip, else 0. */
  readonly lateMinutes: number;
  /** The period the bar shows: actual start/end where known, an overrun growing until now. */
  readonly shown: Interval | null;
};

/**
 * How the overview shows a booking or block at `now`: the trip's phase (trip-flow `tripPhase`),
 * whether it runs late, and the period its bar covers (`effectiveTripPeriod`). A block shows its
 * planned period while it holds the car, and nothing once cancelled.
 */
export function overviewEntryState(
  e: OverviewEntryInput,
  now: EpochMs,
  rules: TripRules,
): OverviewEntryState {
  if (e.type !== 'BUCHUNG') {
    const shown = e.status === 'storniert' ? null : { start: e.start, end: e.end };
    return { phase: 'block', late: false, lateMinutes: 0, shown };
  }
  const phase = tripPhase(e, now, rules);
  const late = phase === 'overdue';
  return {
    phase,
    late,
    lateMinutes: late ? Math.floor((now - e.end) / MINUTE_MS) : 0,
    shown: effectiveTripPeriod(e, now),
  };
}
