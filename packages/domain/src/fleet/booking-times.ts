import type { EffectiveSettings } from '../settings';
import { contains, type Interval, intersect, MINUTE_MS, subtractAll } from '../time/interval';
import { roundInstant } from '../time/rounding';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  type EpochMs,
  endOfLocalDay,
  formatInstant,
  type IsoWeekday,
  isoWeekday,
  type LocalDate,
  localDateOf,
  startOfLocalDay,
  toInstant,
} from '../time/zoned-time';
import {
  type AvailabilityVehicle,
  blockedIntervals,
  bookingWindowOn,
  type VehicleBusyPeriod,
  type Violation,
  validityInterval,
} from './availability';

/** German weekday adverbs of `vehicles.bookingWindowWeekday` (spec 9 "such as montags"), Monday first. */
export const BOOKING_WINDOW_WEEKDAYS = [
  'montags',
  'dienstags',
  'mittwochs',
  'donnerstags',
  'freitags',
  'samstags',
  'sonntags',
] as const;
export type BookingWindowWeekday = (typeof BOOKING_WINDOW_WEEKDAYS)[number];

/** 'montags' -> 1 .. 'sonntags' -> 7; anything else falls back to Monday (the setting's default). */
export function isoWeekdayOfAdverb(value: string): IsoWeekday {
  const index = (BOOKING_WINDOW_WEEKDAYS as readonly string[]).indexOf(value);
  return (index < 0 ? 1 : index + 1) as IsoWeekday;
}

/** How far ahead bookings are open (spec 9 "days or weeks bookable in advance"). */
export type AdvanceWindow =
  | { readonly mode: 'daily'; readonly days: number }
  | { readonly mode: 'weekly'; readonly weeks: number; readonly weekday: IsoWeekday; readonly hour: number };

export type VehicleTimingRules = {
  readonly stepMinutes: number;
  /** `vehicles.minimumBookingTimeMinutes`: lead time between now and a booking's start. */
  readonly minimumBookingTimeMinutes: number;
  /** `vehicles.minimumBookingDurationMinutes`; 0 = no minimum. */
  readonly minimumDurationMinutes: number;
  /** No setting in spec 9; 0 = no maximum (the advance window bounds a booking anyway). */
  readonly maximumDurationMinutes: number;
  readonly minimumGapMinutes: number;
  readonly individualBookingTimes: boolean;
  readonly advance: AdvanceWindow;
};

export function vehicleTimingRulesFromSettings(s: EffectiveSettings): VehicleTimingRules {
  const advance: AdvanceWindow =
    s['vehicles.advanceBookingMode'] === 'weekly'
      ? {
          mode: 'weekly',
          weeks: s['vehicles.advanceBookingWeeks'],
          weekday: isoWeekdayOfAdverb(s['vehicles.bookingWindowWeekday']),
          hour: s['vehicles.bookingWindowHour'],
        }
      : { mode: 'daily', days: s['vehicles.advanceBookingDays'] };
  return {
    stepMinutes: s['vehicles.bookingStepMinutes'],
    minimumBookingTimeMinutes: s['vehicles.minimumBookingTimeMinutes'],
    minimumDurationMinutes: s['vehicles.minimumBookingDurationMinutes'],
    maximumDurationMinutes: 0,
    minimumGapMinutes: s['vehicles.minimumGapMinutes'],
    individualBookingTimes: s['vehicles.individualBookingTimes'],
    advance,
  };
}

const hourString = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The latest instant a booking may end (spec 5 "Latest end is the advance-booking days, shifted
 * to the booking-window weekday and hour"; spec 9 "extended daily by one day at 00:00 or weekly
 * at a chosen hour"):
 * - daily: today .. today + days are open, so the horizon is the end of local day today + days;
 *   it moves by one day at each local midnight.
 * - weekly: the horizon moves only at the configured weekday and hour. The last extension is
 *   the latest such instant at or before now; the horizon is the same weekday and hour `weeks`
 *   weeks after it (weeks = 1: until the next extension; weeks = 0: nothing is open).
 * Wall times go through toInstant, so a weekly hour in the spring gap (02:00 on 2026-03-29)
 * becomes 03:00 CEST, and the horizon of a weekly extension is that wall time on its day.
 */
export function bookingHorizon(
  now: EpochMs,
  advance: AdvanceWindow,
  zone: string = DEFAULT_TIME_ZONE,
): EpochMs {
  const today = localDateOf(now, zone);
  if (advance.mode === 'daily')
    return endOfLocalDay(addDays(today, Math.max(0, Math.floor(advance.days))), zone);
  const back = (isoWeekday(today) - advance.weekday + 7) % 7;
  let extension = addDays(today, -back);
  if (toInstant(extension, hourString(advance.hour), zone) > now) extension = addDays(extension, -7);
  return toInstant(
    addDays(extension, 7 * Math.max(0, Math.floor(advance.weeks))),
    hourString(advance.hour),
    zone,
  );
}

/**
 * The earliest allowed start: now + minimum booking time, floored to the step grid, so a start in
 * the current step slot is allowed (as spaces allow "from the current step"; a proposal made a
 * second earlier is not refused by the server's later clock).
 */
export function earliestAllowedStart(
  now: EpochMs,
  rules: Pick<VehicleTimingRules, 'stepMinutes' | 'minimumBookingTimeMinutes'>,
  zone: string = DEFAULT_TIME_ZONE,
): EpochMs {
  return roundInstant(now + rules.minimumBookingTimeMinutes * MINUTE_MS, {
    step: rules.stepMinutes,
    mode: 'floor',
    zone,
  });
}

/** The earliest start the dialog proposes: now + minimum booking time, rounded up to the step. */
export function earliestProposedStart(
  now: EpochMs,
  rules: Pick<VehicleTimingRules, 'stepMinutes' | 'minimumBookingTimeMinutes'>,
  zone: string = DEFAULT_TIME_ZONE,
): EpochMs {
  return roundInstant(now + rules.minimumBookingTimeMinutes * MINUTE_MS, {
    step: rules.stepMinutes,
    mode: 'ceil',
    zone,
  });
}

/** Spec 5 "Rounding uses a step (default 15 min) to the nearest step": a submitted period on the grid. */
export function roundVehiclePeriod(
  period: Interval,
  stepMinutes: number,
  zone: string = DEFAULT_TIME_ZONE,
): Interval {
  return {
    start: roundInstant(period.start, { step: stepMinutes, zone }),
    end: roundInstant(period.end, { step: stepMinutes, zone }),
  };
}

/**
 * The time rules of a booking (spec 5, 9), every violation: starts no earlier than the minimum
 * booking time from now (VEHICLE_BOOKING_TOO_SOON), ends within the advance window
 * (VEHICLE_BOOKING_BEYOND_HORIZON), lasts at least the minimum duration and at most the maximum
 * (elapsed time, so a booking over the DST change is measured in real minutes).
 */
export function checkVehicleBookingTimes(input: {
  readonly wanted: Interval;
  readonly now: EpochMs;
  readonly rules: VehicleTimingRules;
  readonly zone?: string;
  /**
   * The stored start of the booking being changed: a change that keeps it (e.g. extending a
   * running trip) is not refused for a start that has come within the minimum booking time.
   */
  readonly unchangedStart?: EpochMs;
}): Violation[] {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const { wanted, rules } = input;
  const reasons: Violation[] = [];
  if (!(wanted.end > wanted.start)) return reasons;
  const earliest = earliestAllowedStart(input.now, rules, zone);
  if (wanted.start < earliest && wanted.start !== input.unchangedStart) {
    reasons.push({
      code: 'VEHICLE_BOOKING_TOO_SOON',
      details: {
        minimumBookingTimeMinutes: rules.minimumBookingTimeMinutes,
        earliestStart: formatInstant(earliest, zone),
      },
    });
  }
  const horizon = bookingHorizon(input.now, rules.advance, zone);
  if (wanted.end > horizon) {
    reasons.push({
      code: 'VEHICLE_BOOKING_BEYOND_HORIZON',
      details: { latestEnd: formatInstant(horizon, zone) },
    });
  }
  const minutes = (wanted.end - wanted.start) / MINUTE_MS;
  if (rules.minimumDurationMinutes > 0 && minutes < rules.minimumDurationMinutes) {
    reasons.push({
      code: 'VEHICLE_BOOKING_TOO_SHORT',
      details: { minimumMinutes: rules.minimumDurationMinutes },
    });
  }
  if (rules.maximumDurationMinutes > 0 && minutes > rules.maximumDurationMinutes) {
    reasons.push({
      code: 'VEHICLE_BOOKING_TOO_LONG',
      details: { maximumMinutes: rules.maximumDurationMinutes },
    });
  }
  return reasons;
}

/** One proposed start and how long a booking from there can last. */
export type StartTimeProposal = {
  readonly start: EpochMs;
  /** The latest end from this start: next blocked period minus the gap, window end, validity, horizon, maximum. */
  readonly latestEnd: EpochMs;
  /** Only outside the vehicle's window (booking outside allowed): booking it is a special trip. */
  readonly outsideBookingWindow: boolean;
};

export type StartTimesInput = {
  readonly date: LocalDate;
  readonly now: EpochMs;
  readonly rules: VehicleTimingRules;
  readonly vehicle: AvailabilityVehicle;
  readonly bookings: readonly VehicleBusyPeriod[];
  readonly zone?: string;
};

/**
 * Spec 5 start-time computation for one local date (`GET /vehicles/{id}/start-times?date=`):
 * every step of the local day (elapsed time from local midnight, so 2026-03-29 has 92 quarter
 * hours and 2026-10-25 has 100, with 02:00-02:45 twice) from which a booking of the minimum
 * duration fits:
 * - at or after now + minimum booking time (rounded up to the step);
 * - inside the vehicle's validity and the advance window;
 * - with individual booking times, inside the day's booking window, unless booking outside is
 *   allowed (then the whole day, with outside proposals marked);
 * - clear of blocking bookings and blocks with the minimum gap before and after, so a time next
 *   to a booking is pushed by the gap ("Times near blocking bookings are pushed by the minimum
 *   gap").
 * The server accepts every proposed [start, start + minimum duration) (the same rules).
 */
export function proposeStartTimes(input: StartTimesInput): StartTimeProposal[] {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const { rules, vehicle } = input;
  const step = rules.stepMinutes * MINUTE_MS;
  const minimum = Math.max(rules.minimumDurationMinutes * MINUTE_MS, step);
  const dayStart = startOfLocalDay(input.date, zone);
  const dayEnd = endOfLocalDay(input.date, zone);

  const horizon = bookingHorizon(input.now, rules.advance, zone);
  const validity = validityInterval(vehicle.validFrom, vehicle.validTo, zone);
  const window = rules.individualBookingTimes ? bookingWindowOn(input.date, vehicle.window, zone) : null;
  const strictWindow = rules.individualBookingTimes && !vehicle.window.outsideAllowed;
  if (strictWindow && window === null) return [];

  // Where a booking may lie at all, before bookings: validity, horizon, and the strict window.
  let range: Interval | null = intersect(validity, { start: Number.NEGATIVE_INFINITY, end: horizon });
  if (range && strictWindow && window) range = intersect(range, window);
  if (!range) return [];
  const free = subtractAll(range, blockedIntervals(input.bookings, input.now, rules.minimumGapMinutes));

  const earliest = Math.max(earliestProposedStart(input.now, rules, zone), dayStart);
  const proposals: StartTimeProposal[] = [];
  for (let start = dayStart; start < dayEnd; start += step) {
    if (start < earliest) continue;
    const slot: Interval = { start, end: start + minimum };
    const segment = free.find((f) => contains(f, slot));
    if (!segment) continue;
    let latestEnd = segment.end;
    if (rules.maximumDurationMinutes > 0)
      latestEnd = Math.min(latestEnd, start + rules.maximumDurationMinutes * MINUTE_MS);
    proposals.push({
      start,
      latestEnd,
      outsideBookingWindow: rules.individualBookingTimes && !(window !== null && contains(window, slot)),
    });
  }
  return proposals;
}

/**
 * Spec 5 "earliest start is today's window start, or next day if the window end is already
 * within the minimum booking time": the date the booking dialog opens on. With individual
 * booking times the day's window end counts, else the end of the day.
 */
export function firstProposalDate(input: {
  readonly now: EpochMs;
  readonly rules: VehicleTimingRules;
  readonly vehicle: AvailabilityVehicle;
  readonly zone?: string;
}): LocalDate {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const today = localDateOf(input.now, zone);
  const window = input.rules.individualBookingTimes
    ? bookingWindowOn(today, input.vehicle.window, zone)
    : null;
  const end = input.rules.individualBookingTimes ? (window?.end ?? input.now) : endOfLocalDay(today, zone);
  const earliestEnd =
    earliestProposedStart(input.now, input.rules, zone) +
    Math.max(input.rules.minimumDurationMinutes, input.rules.stepMinutes) * MINUTE_MS;
  return earliestEnd > end ? addDays(today, 1) : today;
}
