import { checkBookableDay } from './booking/bookable-days';
import { type OpeningException, openingInterval, type WeeklyOpeningHours } from './booking/opening-hours';
import { type BookingTiming, occupiesCapacity } from './booking/status';
import type { ErrorCode } from './error-codes';
import type { EffectiveSettings } from './settings';
import { bookingIntervalForMode, type SpaceBookingMode } from './space-booking-modes';
import { peakLoad } from './space-capacity';
import { contains, durationMs, type Interval, MINUTE_MS } from './time/interval';
import { isAlignedToStep, roundInstant } from './time/rounding';
import type { TimeString } from './time/time-of-day';
import {
  DEFAULT_TIME_ZONE,
  type EpochMs,
  isoWeekKey,
  type LocalDate,
  localDateOf,
  toLocalDateTime,
} from './time/zoned-time';

/** The settings a space booking is checked against (spec 9 reading-room settings). */
export type SpaceBookingRules = {
  stepMinutes: number;
  /** 0 = no minimum. */
  minimumMinutes: number;
  /** 0 = no maximum beyond the opening hours. */
  maximumMinutes: number;
  /** 0 = unlimited. */
  maxBookingsPerWeek: number;
  advanceDays: number;
  bookableWeekdays: readonly number[];
  checkInWindowMinutes: number;
  releaseNoShows: boolean;
  workTimeSplit: TimeString;
};

export function spaceBookingRulesFromSettings(s: EffectiveSettings): SpaceBookingRules {
  return {
    stepMinutes: s['spaces.bookingStepMinutes'],
    minimumMinutes: s['spaces.minimumBookingMinutes'],
    maximumMinutes: s['spaces.maximumBookingMinutes'],
    maxBookingsPerWeek: s['spaces.maxBookingsPerWeek'],
    advanceDays: s['spaces.advanceBookingDays'],
    bookableWeekdays: s['spaces.bookableWeekdays'],
    checkInWindowMinutes: s['spaces.checkInWindowMinutes'],
    releaseNoShows: s['spaces.releaseNoShows'],
    workTimeSplit: s['spaces.workTimeSplit'],
  };
}

export type ExistingSpaceBooking = BookingTiming & { groupSize: number };

export type SpaceBookingInput = {
  wanted: Interval;
  /**
   * Default 'hourly'. Hourly bookings sit on the step grid; the other modes must be exactly
   * their slot of the day (bookingIntervalForMode), whatever times the client sent.
   */
  mode?: SpaceBookingMode;
  groupSize: number;
  capacity: number;
  /** Other bookings of the same space around `wanted` (without the booking being changed). */
  existing: readonly ExistingSpaceBooking[];
  /** The organizer's bookings (all spaces) at least of the wanted ISO week, for the weekly limit. */
  organizerBookings: readonly BookingTiming[];
  weekly: readonly WeeklyOpeningHours[];
  exceptions?: readonly OpeningException[];
  rules: SpaceBookingRules;
  now: EpochMs;
  zone?: string;
};

export type Violation = { code: ErrorCode; details: Readonly<Record<string, unknown>> };
export type SpaceBookingVerdict =
  | { ok: true; value: { date: LocalDate; interval: Interval } }
  | { ok: false; reasons: Violation[] };

/**
 * Every rule a new space booking must pass, all violations at once (the API answers with all
 * reasons). Lengths are elapsed time, so 01:00-04:00 on 2026-10-25 is 4 h. The capacity check
 * is advisory here: the server repeats it inside the locked insert transaction.
 */
export function checkSpaceBooking(input: SpaceBookingInput): SpaceBookingVerdict {
  const { wanted, rules, now } = input;
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const mode = input.mode ?? 'hourly';
  const exceptions = input.exceptions ?? [];
  if (!(wanted.start < wanted.end)) {
    return {
      ok: false,
      reasons: [{ code: 'INVALID_INTERVAL', details: { start: wanted.start, end: wanted.end } }],
    };
  }
  const reasons: Violation[] = [];
  const add = (code: ErrorCode, details: Record<string, unknown> = {}) => reasons.push({ code, details });
  const date = localDateOf(wanted.start, zone);

  const earliestStart =
    mode === 'hourly' ? roundInstant(now, { step: rules.stepMinutes, mode: 'floor', zone }) : now;
  if (mode === 'hourly' ? wanted.start < earliestStart : wanted.end <= now)
    add('BOOKING_IN_PAST', { start: wanted.start, now });
  if (localDateOf(wanted.end - 1, zone) !== date) add('BOOKING_SPANS_DAYS', { date });

  const day = checkBookableDay(date, {
    ...rules,
    today: localDateOf(now, zone),
    weekly: input.weekly,
    exceptions,
    zone,
  });
  if (!day.bookable && day.reason === 'closed') add('SPACE_CLOSED_ON_DAY', { date });
  else if (!day.bookable) add('BOOKING_DAY_NOT_BOOKABLE', { date, reason: day.reason });
  const opening = openingInterval(date, input.weekly, exceptions, zone);
  if (opening && !contains(opening, wanted)) add('BOOKING_OUTSIDE_OPENING_HOURS', { date, opening });

  // All-day, morning and afternoon are not the client's times: the booking must be exactly the
  // mode's slot of that day (opening hours, split at spaces.workTimeSplit; once the slot has
  // begun, from the current step on). The step grid applies to times a person picks (hourly);
  // a slot's bounds come from configuration.
  if (mode !== 'hourly' && opening) {
    const slot = bookingIntervalForMode({
      date,
      mode,
      weekly: input.weekly,
      exceptions,
      zone,
      workTimeSplit: rules.workTimeSplit,
      now,
      stepMinutes: rules.stepMinutes,
    });
    if (!slot.ok) add(slot.code, slot.details);
    else if (slot.value.start !== wanted.start || slot.value.end !== wanted.end) {
      add('BOOKING_MODE_MISMATCH', {
        mode,
        from: toLocalDateTime(slot.value.start, zone).time,
        to: toLocalDateTime(slot.value.end, zone).time,
        start: new Date(slot.value.start).toISOString(),
        end: new Date(slot.value.end).toISOString(),
      });
    }
  }

  if (
    mode === 'hourly' &&
    !(
      isAlignedToStep(wanted.start, rules.stepMinutes, zone) &&
      isAlignedToStep(wanted.end, rules.stepMinutes, zone)
    )
  ) {
    add('BOOKING_NOT_ALIGNED_TO_STEP', { stepMinutes: rules.stepMinutes });
  }
  const minutes = durationMs(wanted) / MINUTE_MS;
  if (minutes < rules.minimumMinutes)
    add('BOOKING_TOO_SHORT', { minutes, minimumMinutes: rules.minimumMinutes });
  if (rules.maximumMinutes > 0 && minutes > rules.maximumMinutes) {
    add('BOOKING_TOO_LONG', { minutes, maximumMinutes: rules.maximumMinutes });
  }

  const holding = { releaseNoShows: rules.releaseNoShows, windowMinutes: rules.checkInWindowMinutes };
  if (!Number.isInteger(input.groupSize) || input.groupSize < 1)
    add('GROUP_SIZE_INVALID', { groupSize: input.groupSize });
  else if (input.groupSize > input.capacity) {
    add('GROUP_SIZE_EXCEEDS_CAPACITY', { groupSize: input.groupSize, capacity: input.capacity });
  } else {
    const peak = peakLoad(
      input.existing.filter((b) => occupiesCapacity(b, now, holding)),
      wanted,
    );
    if (peak + input.groupSize > input.capacity) {
      add('CAPACITY_EXCEEDED', { capacity: input.capacity, peakLoad: peak, groupSize: input.groupSize });
    }
  }

  if (rules.maxBookingsPerWeek > 0) {
    const week = isoWeekKey(date);
    const count = input.organizerBookings.filter(
      (b) => occupiesCapacity(b, now, holding) && isoWeekKey(localDateOf(b.start, zone)) === week,
    ).length;
    if (count >= rules.maxBookingsPerWeek)
      add('BOOKING_WEEKLY_LIMIT_REACHED', { week, count, max: rules.maxBookingsPerWeek });
  }
  return reasons.length === 0 ? { ok: true, value: { date, interval: wanted } } : { ok: false, reasons };
}
