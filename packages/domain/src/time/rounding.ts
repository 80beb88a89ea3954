import { DomainError } from '../domain-error';
import { err, ok, type Result, unwrap } from '../result';
import { MINUTE_MS } from './interval';
import { DEFAULT_TIME_ZONE, type EpochMs, toLocalDateTime } from './zoned-time';

/** Spec 5 and 9: "Rounding uses a step (default 15 min) to the nearest step". */
export const DEFAULT_STEP_MINUTES = 15;

export type RoundingMode = 'nearest' | 'floor' | 'ceil';

/**
 * A step must be a whole number of minutes that divides an hour (1, 5, 10, 15, 20, 30, 60), so
 * the grid restarts every local hour. Daylight-saving shifts are whole hours, hence a multiple
 * of every such step: the grid is the same before and after the switch, and rounding with the
 * offset at the instant is exact. (A 2-hour or 1-day step would need grid points that fall into
 * the 23-hour day's gap; the settings allow only 5-60 anyway.)
 */
export function validateStepMinutes(step: number): Result<number> {
  if (!Number.isInteger(step) || step < 1 || step > 60 || 60 % step !== 0) {
    return err('INVALID_ROUNDING_STEP', { value: step });
  }
  return ok(step);
}

function roundTo(value: number, step: number, mode: RoundingMode): number {
  const q = value / step;
  // 'nearest' rounds half up: 08:07:30 with step 15 becomes 08:15 (ties go to the later slot).
  const n = mode === 'floor' ? Math.floor(q) : mode === 'ceil' ? Math.ceil(q) : Math.floor(q + 0.5);
  return n * step;
}

/**
 * Rounds minutes since local midnight to the step grid. The result may be 1440 (end of day)
 * when rounding up late times; callers show that as the next day's 00:00 or clamp it.
 * Throws INVALID_ROUNDING_STEP for a bad step.
 */
export function roundMinutesOfDay(
  minutes: number,
  step: number = DEFAULT_STEP_MINUTES,
  mode: RoundingMode = 'nearest',
): number {
  return roundTo(minutes, unwrap(validateStepMinutes(step)), mode);
}

/**
 * Rounds an instant to the step grid of local wall-clock time in `zone`. The zone's offset at
 * the instant is added, the sum rounded, and the same offset removed again: the result is the
 * nearest grid point in elapsed time, even inside the 2026-10-25 overlap. (Berlin's offsets are
 * whole hours, so for steps dividing 60 this equals rounding in UTC.)
 */
export function roundInstant(
  instant: EpochMs,
  options: { step?: number; mode?: RoundingMode; zone?: string } = {},
): EpochMs {
  if (!Number.isFinite(instant)) throw new DomainError('INVALID_INSTANT', { value: instant });
  const step = unwrap(validateStepMinutes(options.step ?? DEFAULT_STEP_MINUTES)) * MINUTE_MS;
  const offset = toLocalDateTime(instant, options.zone ?? DEFAULT_TIME_ZONE).offsetMinutes * MINUTE_MS;
  return roundTo(instant + offset, step, options.mode ?? 'nearest') - offset;
}

/** True if the instant sits exactly on the local step grid (used for hourly bookings). */
export function isAlignedToStep(
  instant: EpochMs,
  step: number = DEFAULT_STEP_MINUTES,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  return roundInstant(instant, { step, mode: 'floor', zone }) === instant;
}
