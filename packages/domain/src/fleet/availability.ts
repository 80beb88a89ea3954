import { openingInterval, type WeeklyOpeningHours } from '../booking/opening-hours';
import type { BookingStatus } from '../booking/status';
import type { ErrorCode } from '../error-codes';
import type { EffectiveSettings } from '../settings';
import {
  contains,
  type Interval,
  MINUTE_MS,
  mergeIntervals,
  overlapsWithBuffers,
  widen,
} from '../time/interval';
import type { TimeString } from '../time/time-of-day';
import {
  DEFAULT_TIME_ZONE,
  type EpochMs,
  endOfLocalDay,
  type IsoWeekday,
  type LocalDate,
  localDateOf,
  startOfLocalDay,
} from '../time/zoned-time';
import { isVehicleBlockingStatus, type VehicleBookingType } from './vehicle-constants';

/**
 * A vehicle's individual booking window (spec 3: booking-window weekdays, from/to, booking
 * outside allowed), already resolved against the settings (`resolveBookingWindow`).
 */
export type VehicleBookingWindow = {
  /** ISO weekdays 1 = Monday .. 7 = Sunday on which the window is open. */
  readonly weekdays: readonly number[];
  readonly from: TimeString;
  readonly to: TimeString;
  /** Booking outside the window is allowed, but such a booking is a special trip (needs approval). */
  readonly outsideAllowed: boolean;
};

/** The stored fields of a vehicle's window; null means "not set on the vehicle". */
export type VehicleWindowFields = {
  readonly weekdays?: readonly number[] | null;
  readonly from?: TimeString | null;
  readonly to?: TimeString | null;
  readonly outsideAllowed?: boolean | null;
};

const ALL_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * The effective window of a vehicle: its own fields, else the settings `vehicles.bookingTimeFrom`
 * / `bookingTimeTo` and `vehicles.bookingOutsideBookingTimes`; no weekdays stored = every day.
 */
export function resolveBookingWindow(
  fields: VehicleWindowFields,
  settings: EffectiveSettings,
): VehicleBookingWindow {
  return {
    weekdays: fields.weekdays && fields.weekdays.length > 0 ? fields.weekdays : ALL_WEEKDAYS,
    from: fields.from ?? settings['vehicles.bookingTimeFrom'],
    to: fields.to ?? settings['vehicles.bookingTimeTo'],
    outsideAllowed: fields.outsideAllowed ?? settings['vehicles.bookingOutsideBookingTimes'],
  };
}

/** The window as weekly opening hours of the booking core (ADR 0008). */
export function bookingWindowAsOpeningHours(window: VehicleBookingWindow): WeeklyOpeningHours[] {
  return ALL_WEEKDAYS.map((isoWeekday) => ({
    isoWeekday,
    from: window.from,
    to: window.to,
    open: window.weekdays.includes(isoWeekday),
  }));
}

/** The window's interval on one local date, or null when the window is closed that day. */
export function bookingWindowOn(
  date: LocalDate,
  window: VehicleBookingWindow,
  zone: string = DEFAULT_TIME_ZONE,
): Interval | null {
  return openingInterval(date, bookingWindowAsOpeningHours(window), [], zone);
}

/**
 * Spec 5: the period lies inside the booking window "(weekday, from/to on one day)": the window
 * of the period's start date contains the whole period (half-open, so ending at `to` is inside).
 */
export function isInsideBookingWindow(
  wanted: Interval,
  window: VehicleBookingWindow,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  const day = bookingWindowOn(localDateOf(wanted.start, zone), window, zone);
  return day !== null && contains(day, wanted);
}

/**
 * Validity (spec 3 "start taken at 00:00, end at 23:59"): from the start of the first local day
 * to the end of the last one, `[startOfLocalDay(validFrom), endOfLocalDay(validTo))`. A missing
 * bound is open.
 */
export function validityInterval(
  validFrom: LocalDate | null,
  validTo: LocalDate | null,
  zone: string = DEFAULT_TIME_ZONE,
): Interval {
  return {
    start: validFrom === null ? Number.NEGATIVE_INFINITY : startOfLocalDay(validFrom, zone),
    end: validTo === null ? Number.POSITIVE_INFINITY : endOfLocalDay(validTo, zone),
  };
}

/** A booking or block of the vehicle (every type: BUCHUNG, WARTUNG, SERVICE, DEFEKT). */
export type VehicleBusyPeriod = {
  readonly id?: string;
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly status: BookingStatus;
  readonly type: VehicleBookingType;
};

/**
 * The period a booking blocks at `now`, before buffers, or null when it does not block.
 * Cancelled, completed and closed bookings do not block (spec 5). An `aktiv` booking whose end
 * has passed (the driver has not checked out) counts as ending now (ADR 0008 gap 1: it keeps
 * blocking until check-out); the minimum gap after it then applies as after any booking, so
 * the next booking can start at `now + gap` at the earliest.
 */
export function blockedPeriod(booking: VehicleBusyPeriod, now: EpochMs): Interval | null {
  if (!isVehicleBlockingStatus(booking.status)) return null;
  const end = booking.status === 'aktiv' && booking.end < now ? now : booking.end;
  return { start: booking.start, end };
}

/**
 * Every blocking period widened by the minimum gap before and after, merged (what a wish must
 * not touch). `ignoreId` leaves out the booking being changed.
 */
export function blockedIntervals(
  bookings: readonly VehicleBusyPeriod[],
  now: EpochMs,
  gapMinutes: number,
  ignoreId?: string,
): Interval[] {
  const gap = gapMinutes * MINUTE_MS;
  const widened: Interval[] = [];
  for (const booking of bookings) {
    if (ignoreId !== undefined && booking.id === ignoreId) continue;
    const period = blockedPeriod(booking, now);
    if (period) widened.push(widen(period, gap));
  }
  return mergeIntervals(widened);
}

export type AvailabilityRules = {
  /** `vehicles.individualBookingTimes`: enforce the vehicle's booking window. */
  readonly individualBookingTimes: boolean;
  /** `vehicles.minimumGapMinutes`: buffer before and after every booking. */
  readonly minimumGapMinutes: number;
};

export function availabilityRulesFromSettings(s: EffectiveSettings): AvailabilityRules {
  return {
    individualBookingTimes: s['vehicles.individualBookingTimes'],
    minimumGapMinutes: s['vehicles.minimumGapMinutes'],
  };
}

export type AvailabilityVehicle = {
  readonly validFrom: LocalDate | null;
  readonly validTo: LocalDate | null;
  readonly window: VehicleBookingWindow;
};

export type AvailabilityInput = {
  readonly wanted: Interval;
  readonly vehicle: AvailabilityVehicle;
  /** The vehicle's bookings and blocks around the period (any status; non-blocking ones are skipped). */
  readonly bookings: readonly VehicleBusyPeriod[];
  readonly rules: AvailabilityRules;
  readonly now: EpochMs;
  readonly zone?: string;
  /** The booking being changed, which must not collide with itself. */
  readonly ignoreBookingId?: string;
  /** The calendar questions of the wanted period, answered once per window (vehicleCalendar). */
  readonly calendar?: VehicleCalendar;
};

/** What availability asks the calendar about the wanted period: validity and the booking window. */
export type VehicleCalendar = {
  readonly validity: (validFrom: LocalDate | null, validTo: LocalDate | null) => Interval;
  readonly insideBookingWindow: (window: VehicleBookingWindow) => boolean;
};

/**
 * The calendar answers for one wanted period, remembered per distinct validity and booking
 * window: a fleet mostly shares a handful of windows, so the vehicle list asks the time zone
 * once per window instead of once per vehicle. Same answers as validityInterval and
 * isInsideBookingWindow.
 */
export function vehicleCalendar(wanted: Interval, zone: string = DEFAULT_TIME_ZONE): VehicleCalendar {
  const validities = new Map<string, Interval>();
  const windows = new Map<string, boolean>();
  return {
    validity: (validFrom, validTo) => {
      const key = `${validFrom}|${validTo}`;
      let hit = validities.get(key);
      if (hit === undefined) {
        hit = validityInterval(validFrom, validTo, zone);
        validities.set(key, hit);
      }
      return hit;
    },
    insideBookingWindow: (window) => {
      const key = `${window.weekdays.join(',')}|${window.from}|${window.to}`;
      let hit = windows.get(key);
      if (hit === undefined) {
        hit = isInsideBookingWindow(wanted, window, zone);
        windows.set(key, hit);
      }
      return hit;
    },
  };
}

export type Violation = { readonly code: ErrorCode; readonly details: Readonly<Record<string, unknown>> };

export type AvailabilityVerdict = {
  readonly available: boolean;
  /** Every refusal, in the order of spec 5 (the vehicle list's "why not"). */
  readonly reasons: readonly Violation[];
  /** The first refusal (what POST answers with), or null. */
  readonly first: Violation | null;
  /**
   * The period lies outside the vehicle's booking window while booking outside is allowed:
   * bookable, but a special trip (spec 5 approval reason). False when the window is not enforced.
   */
  readonly outsideBookingWindow: boolean;
};

/**
 * Spec 5 "Availability, in this order": end after start; vehicle valid in the period; with
 * individual booking times, the period inside the booking window or booking outside allowed;
 * no overlapping blocking booking or block (WARTUNG, SERVICE, DEFEKT), with the minimum gap
 * before and after. A period whose end is not after its start is refused alone (the other
 * checks are meaningless for it).
 */
export function checkVehicleAvailability(input: AvailabilityInput): AvailabilityVerdict {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const { wanted, vehicle, rules } = input;
  const reasons: Violation[] = [];
  if (!(wanted.end > wanted.start)) {
    reasons.push({ code: 'END_NOT_AFTER_START', details: { start: wanted.start, end: wanted.end } });
    return verdict(reasons, false);
  }
  const validity = input.calendar
    ? input.calendar.validity(vehicle.validFrom, vehicle.validTo)
    : validityInterval(vehicle.validFrom, vehicle.validTo, zone);
  if (!contains(validity, wanted)) {
    reasons.push({
      code: 'VEHICLE_NOT_VALID',
      details: { validFrom: vehicle.validFrom, validTo: vehicle.validTo },
    });
  }
  let outside = false;
  const inside = () =>
    input.calendar
      ? input.calendar.insideBookingWindow(vehicle.window)
      : isInsideBookingWindow(wanted, vehicle.window, zone);
  if (rules.individualBookingTimes && !inside()) {
    if (vehicle.window.outsideAllowed) outside = true;
    else {
      reasons.push({
        code: 'OUTSIDE_BOOKING_WINDOW',
        details: { weekdays: vehicle.window.weekdays, from: vehicle.window.from, to: vehicle.window.to },
      });
    }
  }
  const buffers = { beforeMinutes: rules.minimumGapMinutes, afterMinutes: rules.minimumGapMinutes };
  const conflicts = input.bookings.filter((booking) => {
    if (input.ignoreBookingId !== undefined && booking.id === input.ignoreBookingId) return false;
    const period = blockedPeriod(booking, input.now);
    return period !== null && overlapsWithBuffers(period, wanted, buffers);
  });
  if (conflicts.length > 0) {
    reasons.push({
      code: 'VEHICLE_ALREADY_BOOKED',
      details: {
        bookingIds: conflicts.flatMap((c) => (c.id === undefined ? [] : [c.id])),
        types: [...new Set(conflicts.map((c) => c.type))],
        minimumGapMinutes: rules.minimumGapMinutes,
      },
    });
  }
  return verdict(reasons, outside);
}

function verdict(reasons: Violation[], outsideBookingWindow: boolean): AvailabilityVerdict {
  return { available: reasons.length === 0, reasons, first: reasons[0] ?? null, outsideBookingWindow };
}
