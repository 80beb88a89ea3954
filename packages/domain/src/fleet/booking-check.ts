import type { BookingStatus } from '../booking/status';
import type { EffectiveSettings } from '../settings';
import type { Interval } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';
import { initialVehicleBookingStatus, type SpecialTripReason, specialTripReasons } from './approval';
import {
  type AvailabilityVehicle,
  checkVehicleAvailability,
  type VehicleBusyPeriod,
  type VehicleCalendar,
  type Violation,
} from './availability';
import {
  checkVehicleBookingTimes,
  type VehicleTimingRules,
  vehicleTimingRulesFromSettings,
} from './booking-times';
import { checkLicenceForPeriod, type DriverLicence } from './licence';
import type { LicenceClass } from './vehicle-constants';

/** Every setting a vehicle booking is checked against (spec 5, 9). */
export type VehicleBookingRules = VehicleTimingRules & {
  /** `vehicles.departmentCheck`. */
  readonly departmentCheck: boolean;
};

export function vehicleBookingRulesFromSettings(s: EffectiveSettings): VehicleBookingRules {
  return { ...vehicleTimingRulesFromSettings(s), departmentCheck: s['vehicles.departmentCheck'] };
}

export type VehicleBookingCandidate = AvailabilityVehicle & {
  /** Empty = the vehicle belongs to all departments. */
  readonly departmentIds: readonly string[];
  /** Spec 3 "required licence class"; null or absent = any driver. */
  readonly requiredLicenceClass?: LicenceClass | null;
};

export type VehicleBookingCheckInput = {
  readonly wanted: Interval;
  readonly now: EpochMs;
  readonly rules: VehicleBookingRules;
  readonly vehicle: VehicleBookingCandidate;
  /** The vehicle's bookings and blocks around the period, read under the vehicle lock. */
  readonly bookings: readonly VehicleBusyPeriod[];
  /** The driver's department (the special-trip department check). */
  readonly driverDepartmentId: string | null;
  /** The booking being changed, which must not collide with itself. */
  readonly ignoreBookingId?: string;
  /** Its stored start: keeping it is never "too soon" (see checkVehicleBookingTimes). */
  readonly unchangedStart?: EpochMs;
  readonly zone?: string;
  /**
   * The time rules' verdict for this period, when the caller computed it already: it does not
   * depend on the vehicle, so a list of many vehicles computes it once (vehicleListVerdicts).
   */
  readonly timing?: readonly Violation[];
  /** The calendar answers of this period shared by many vehicles (vehicleCalendar). */
  readonly calendar?: VehicleCalendar;
  /**
   * The driver's licence (null = none recorded) for spec 5's licence rule (checkLicenceForPeriod,
   * ADR 0011). Absent = not checked (the vehicle list, a guest booking).
   */
  readonly driverLicence?: DriverLicence | null;
};

export type VehicleBookingCheck =
  | {
      readonly ok: true;
      /** vorgemerkt for a special trip (held until approved), else reserviert (ADR 0008 gaps 1, 2). */
      readonly status: BookingStatus;
      readonly approvalReasons: readonly SpecialTripReason[];
    }
  | {
      readonly ok: false;
      /** Availability in spec 5 order, then the time rules. */
      readonly reasons: readonly Violation[];
      /** What the API answers with: VEHICLE_ALREADY_BOOKED is a 409, every other code a 422. */
      readonly first: Violation;
      readonly approvalReasons: readonly SpecialTripReason[];
    };

/**
 * One vehicle booking (POST /vehicle-bookings, and each row of the vehicle list): availability
 * (spec 5, in order), then the time rules (minimum booking time, advance window, duration),
 * then the driver's licence when given (spec 5, ADR 0011), then the special-trip decision. The server runs it under the vehicle lock with the bookings it
 * has just read; the list runs it for every vehicle, so both always agree.
 */
export function checkVehicleBooking(input: VehicleBookingCheckInput): VehicleBookingCheck {
  const availability = checkVehicleAvailability({
    wanted: input.wanted,
    vehicle: input.vehicle,
    bookings: input.bookings,
    rules: input.rules,
    now: input.now,
    zone: input.zone,
    ignoreBookingId: input.ignoreBookingId,
    calendar: input.calendar,
  });
  const timing =
    input.timing ??
    checkVehicleBookingTimes({
      wanted: input.wanted,
      now: input.now,
      rules: input.rules,
      unchangedStart: input.unchangedStart,
      zone: input.zone,
    });
  const licence =
    input.driverLicence === undefined
      ? []
      : checkLicenceForPeriod({
          licence: input.driverLicence,
          requiredClass: input.vehicle.requiredLicenceClass ?? null,
          period: input.wanted,
          zone: input.zone,
        });
  const reasons = [...availability.reasons, ...timing, ...licence];
  const approvalReasons = specialTripReasons({
    departmentCheck: input.rules.departmentCheck,
    driverDepartmentId: input.driverDepartmentId,
    vehicleDepartmentIds: input.vehicle.departmentIds,
    outsideBookingWindow: availability.outsideBookingWindow,
  });
  const [first] = reasons;
  if (first) return { ok: false, reasons, first, approvalReasons };
  return { ok: true, status: initialVehicleBookingStatus(approvalReasons.length > 0), approvalReasons };
}
