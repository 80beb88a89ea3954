import { checkInWindow } from '../booking/check-in-window';
import { type BookingStatus, transition } from '../booking/status';
import { err, ok, type Result } from '../result';
import type { EffectiveSettings } from '../settings';
import { type Interval, MINUTE_MS, overlaps } from '../time/interval';
import { DEFAULT_TIME_ZONE, type EpochMs, formatInstant } from '../time/zoned-time';
import { type ApproverRow, isApproved } from './approval';
import { blockedPeriod, type VehicleBusyPeriod } from './availability';
import { formatLocalDisplay } from './local-display';
import type { VehicleBookingType } from './vehicle-constants';

/** The settings check-in and check-out are decided by (spec 9; ADR 0008 gap 1). */
export type TripRules = {
  /** `vehicles.checkInBeforeStartMinutes` (default 30). */
  readonly checkInBeforeStartMinutes: number;
  /** `vehicles.checkInActiveMinutes` (default 60). */
  readonly checkInActiveMinutes: number;
};

export function tripRulesFromSettings(s: EffectiveSettings): TripRules {
  return {
    checkInBeforeStartMinutes: s['vehicles.checkInBeforeStartMinutes'],
    checkInActiveMinutes: s['vehicles.checkInActiveMinutes'],
  };
}

/**
 * The check-in window of a trip, half-open `[start − before, start + active)` in elapsed minutes
 * (the shared `booking/check-in-window`, ADR 0008): on 2026-03-29 a 03:30 start with 30 minutes
 * before opens at 03:00 CEST = 01:00 UTC, one wall-clock hour earlier being 01:00 CET.
 */
export function tripCheckInWindow(start: EpochMs, rules: TripRules): Interval {
  return checkInWindow(start, { before: rules.checkInBeforeStartMinutes, after: rules.checkInActiveMinutes });
}

/** What check-in and check-out need of a vehicle booking. */
export type TripBooking = {
  readonly id: string;
  readonly type: VehicleBookingType;
  readonly status: BookingStatus;
  /** The planned (booked) period; it is never changed by check-in or check-out. */
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly bookerId: string;
  /** Null for a guest booking (the guest has no account). */
  readonly driverId: string | null;
  readonly approvers: readonly ApproverRow[];
  /** The guest of a guest booking; `confirmed` is false until the guest used the mailed link. */
  readonly guest: { readonly confirmed: boolean } | null;
};

/** The acting user: `isFleetManager` = holds `fahrzeug_pflege`. */
export type TripActor = { readonly userId: string; readonly isFleetManager: boolean };

/**
 * ADR 0009 gap 1: the driver starts and ends a trip; for a guest booking (no driver account) the
 * staff member who booked it does; a fleet manager may do either on anyone's behalf (a key
 * returned without check-out, an overrunning trip). Nobody else, whatever else they hold.
 */
export function canActOnTrip(
  actor: TripActor,
  booking: Pick<TripBooking, 'driverId' | 'bookerId' | 'guest'>,
): boolean {
  if (actor.isFleetManager) return true;
  if (booking.driverId !== null) return actor.userId === booking.driverId;
  return booking.guest !== null && actor.userId === booking.bookerId;
}

/** Refusals shared by check-in and check-out: permission, a block, a closed booking. */
function checkTripBasics(booking: TripBooking, actor: TripActor): Result<true> {
  if (!canActOnTrip(actor, booking)) return err('TRIP_NOT_PERMITTED', { bookingId: booking.id });
  if (booking.type !== 'BUCHUNG') return err('VEHICLE_BLOCK_NOT_A_TRIP', { type: booking.type });
  if (booking.status === 'storniert') return err('TRIP_BOOKING_CANCELLED', {});
  if (booking.status === 'durchgefuehrt' || booking.status === 'verschlossen') {
    return err('TRIP_ALREADY_ENDED', { status: booking.status });
  }
  return ok(true);
}

export type CheckInInput = {
  readonly booking: TripBooking;
  readonly actor: TripActor;
  readonly now: EpochMs;
  readonly rules: TripRules;
  /** The vehicle's other bookings and blocks around now (read under the vehicle lock). */
  readonly vehicleBookings: readonly VehicleBusyPeriod[];
  readonly zone?: string;
};

export type CheckInOutcome = {
  /** `aktiv` (ADR 0008 gap 1). */
  readonly status: BookingStatus;
  /** The actual start, stored on the CHECK_IN entry; the planned start stays as booked. */
  readonly actualStart: EpochMs;
  /** Minutes between planned and actual start: negative = early, positive = late. */
  readonly startDeviationMinutes: number;
};

/**
 * Check-in (start trip, spec 4), refusals in this order: TRIP_NOT_PERMITTED,
 * VEHICLE_BLOCK_NOT_A_TRIP, TRIP_BOOKING_CANCELLED, TRIP_ALREADY_ENDED, TRIP_ALREADY_STARTED;
 * a held booking: CHECK_IN_NOT_APPROVED (spec 8 "Check-in is not possible because the booking
 * has not been approved.") while a special trip awaits approval, TRIP_GUEST_NOT_CONFIRMED while
 * a guest has not confirmed; TRIP_CHECK_IN_TOO_EARLY / _TOO_LATE outside the window; and
 * TRIP_VEHICLE_IN_USE while another trip of the vehicle is running or, for an early check-in,
 * another booking still holds the vehicle before this start. Success: reserviert → aktiv.
 */
export function decideCheckIn(input: CheckInInput): Result<CheckInOutcome> {
  const { booking, now } = input;
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const basics = checkTripBasics(booking, input.actor);
  if (!basics.ok) return basics;
  if (booking.status === 'aktiv') return err('TRIP_ALREADY_STARTED', {});
  if (booking.status === 'vorgemerkt') {
    if (!isApproved(booking.approvers)) return err('CHECK_IN_NOT_APPROVED', {});
    if (booking.guest !== null && !booking.guest.confirmed) return err('TRIP_GUEST_NOT_CONFIRMED', {});
  }
  const window = tripCheckInWindow(booking.start, input.rules);
  if (now < window.start) {
    return err('TRIP_CHECK_IN_TOO_EARLY', {
      opensAt: formatInstant(window.start, zone),
      opensAtLocal: formatLocalDisplay(window.start, zone),
    });
  }
  if (now >= window.end) {
    return err('TRIP_CHECK_IN_TOO_LATE', {
      closedAt: formatInstant(window.end, zone),
      closedAtLocal: formatLocalDisplay(window.end, zone),
    });
  }
  const busy = vehicleStillInUse(booking, input.vehicleBookings, now);
  if (busy.length > 0) return err('TRIP_VEHICLE_IN_USE', { bookingIds: busy });
  const next = transition(booking.status, 'aktiv', 'check-in');
  if (!next.ok) return next;
  return ok({
    status: next.value,
    actualStart: now,
    startDeviationMinutes: Math.trunc((now - booking.start) / MINUTE_MS),
  });
}

/**
 * The other bookings that keep the vehicle from being taken now: a running trip (aktiv, even
 * past its end: the car is not back), and for a check-in before the planned start any booking or
 * block that still holds the vehicle in `[now, start)`. The minimum gap is a planning buffer and
 * not applied here: a car returned early may be taken early.
 */
function vehicleStillInUse(
  booking: TripBooking,
  others: readonly VehicleBusyPeriod[],
  now: EpochMs,
): string[] {
  const early: Interval = { start: now, end: booking.start };
  return others
    .filter((other) => other.id !== booking.id)
    .filter((other) => {
      if (other.status === 'aktiv') return true;
      const period = blockedPeriod(other, now);
      return period !== null && early.end > early.start && overlaps(period, early);
    })
    .map((other) => other.id ?? '');
}

export type CheckOutInput = {
  readonly booking: TripBooking;
  readonly actor: TripActor;
  readonly now: EpochMs;
};

export type CheckOutOutcome = {
  /** `durchgefuehrt` (ADR 0008 gap 1). */
  readonly status: BookingStatus;
  /** The actual end, stored on the CHECK_OUT entry; from now on the vehicle is free. */
  readonly actualEnd: EpochMs;
  /** Ended before the planned end: the rest of the booked period is free again at once. */
  readonly early: boolean;
  /** Whole minutes past the planned end (0 when on time or early). */
  readonly overrunMinutes: number;
};

/**
 * Check-out (end trip, spec 4): the same basic refusals as check-in, TRIP_NOT_STARTED for a
 * booking without check-in; success aktiv → durchgefuehrt. Completed bookings do not block
 * (spec 5), so an early check-out frees the rest of the period at once.
 */
export function decideCheckOut(input: CheckOutInput): Result<CheckOutOutcome> {
  const { booking, now } = input;
  const basics = checkTripBasics(booking, input.actor);
  if (!basics.ok) return basics;
  if (booking.status !== 'aktiv') return err('TRIP_NOT_STARTED', { status: booking.status });
  const next = transition(booking.status, 'durchgefuehrt', 'check-out');
  if (!next.ok) return next;
  return ok({
    status: next.value,
    actualEnd: now,
    early: now < booking.end,
    overrunMinutes: Math.max(0, Math.floor((now - booking.end) / MINUTE_MS)),
  });
}

/** Planned period and the actual times of the CHECK_IN and CHECK_OUT entries. */
export type TripTimesInput = {
  readonly status: BookingStatus;
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly checkedInAt: EpochMs | null;
  readonly checkedOutAt: EpochMs | null;
};

/**
 * The period a booking actually occupies the vehicle, for the overview and the logbook:
 * cancelled or closed → null; completed → [actual start, actual end) (so an early return frees
 * the rest); running → [actual start, max(planned end, now)) (an overrun grows with the clock);
 * not started → the planned period.
 */
export function effectiveTripPeriod(b: TripTimesInput, now: EpochMs): Interval | null {
  switch (b.status) {
    case 'storniert':
    case 'verschlossen':
      return null;
    case 'durchgefuehrt':
      return { start: b.checkedInAt ?? b.start, end: b.checkedOutAt ?? b.end };
    case 'aktiv':
      return { start: b.checkedInAt ?? b.start, end: Math.max(b.end, now) };
    default:
      return { start: b.start, end: b.end };
  }
}

/** Phases of a trip as the overview and the booking card show them. */
export const TRIP_PHASES = [
  'awaitingApproval',
  'upcoming',
  'checkInOpen',
  'checkInMissed',
  'running',
  'overdue',
  'completed',
  'cancelled',
] as const;
export type TripPhase = (typeof TRIP_PHASES)[number];

/**
 * Where a trip stands at `now`: `overdue` is a running trip past its planned end (the
 * overview's "trips running late"); `checkInMissed` a reserviert booking whose window closed.
 */
export function tripPhase(
  b: TripTimesInput & { readonly approvers: readonly ApproverRow[] },
  now: EpochMs,
  rules: TripRules,
): TripPhase {
  switch (b.status) {
    case 'storniert':
      return 'cancelled';
    case 'durchgefuehrt':
    case 'verschlossen':
      return 'completed';
    case 'aktiv':
      return now >= b.end ? 'overdue' : 'running';
    default: {
      if (b.status === 'vorgemerkt' && !isApproved(b.approvers)) return 'awaitingApproval';
      const window = tripCheckInWindow(b.start, rules);
      if (now < window.start) return 'upcoming';
      return now < window.end ? 'checkInOpen' : 'checkInMissed';
    }
  }
}

/**
 * The instant from which a trip checked in at `checkedInAt` occupies the vehicle when that is
 * before its planned start (an early check-in; the car is in use from then), else null: the
 * planned start already covers it. The server stores it as `occupied_from`, so the exclusion
 * constraint and every availability query count the trip from its actual start (migration 0012).
 */
export function occupiedFromAtCheckIn(plannedStart: EpochMs, checkedInAt: EpochMs): EpochMs | null {
  return checkedInAt < plannedStart ? checkedInAt : null;
}
