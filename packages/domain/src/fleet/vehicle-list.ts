import type { Interval } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';
import type { SpecialTripReason } from './approval';
import { type VehicleBusyPeriod, type Violation, vehicleCalendar } from './availability';
import { checkVehicleBooking, type VehicleBookingCandidate, type VehicleBookingRules } from './booking-check';
import { checkVehicleBookingTimes } from './booking-times';

export type VehicleListCandidate = VehicleBookingCandidate & {
  readonly id: string;
  readonly bookings: readonly VehicleBusyPeriod[];
};

export type VehicleListVerdict = {
  readonly vehicleId: string;
  readonly bookable: boolean;
  /** Every refusal: availability in spec 5 order, then the time rules (the same for every vehicle). */
  readonly reasons: readonly Violation[];
  /** Whether booking it would be a special trip (approval needed), with why. */
  readonly needsApproval: boolean;
  readonly approvalReasons: readonly SpecialTripReason[];
};

/**
 * The vehicle list's "free between … and …" (`GET /vehicles?from=&to=`): per vehicle whether
 * the user could book it for that period as their own driver, why not, and whether it would need
 * approval. It is checkVehicleBooking per vehicle, so the list never offers what POST refuses.
 */
export function vehicleListVerdicts(input: {
  readonly wanted: Interval;
  readonly now: EpochMs;
  readonly rules: VehicleBookingRules;
  readonly driverDepartmentId: string | null;
  readonly vehicles: readonly VehicleListCandidate[];
  readonly zone?: string;
}): VehicleListVerdict[] {
  // The time rules (minimum booking time, horizon, duration) are the same for every vehicle.
  const timing = checkVehicleBookingTimes({
    wanted: input.wanted,
    now: input.now,
    rules: input.rules,
    zone: input.zone,
  });
  // Validity and booking window asked of the time zone once per distinct value, not per vehicle.
  const calendar = vehicleCalendar(input.wanted, input.zone);
  return input.vehicles.map((vehicle) => {
    const check = checkVehicleBooking({
      calendar,
      timing,
      wanted: input.wanted,
      now: input.now,
      rules: input.rules,
      vehicle,
      bookings: vehicle.bookings,
      driverDepartmentId: input.driverDepartmentId,
      zone: input.zone,
    });
    return {
      vehicleId: vehicle.id,
      bookable: check.ok,
      reasons: check.ok ? [] : check.reasons,
      needsApproval: check.approvalReasons.length > 0,
      approvalReasons: check.approvalReasons,
    };
  });
}

/**
 * The order of the vehicle list with a period (issue 22 point 10): directly bookable vehicles
 * first, then those bookable only with approval (special trips), then the unavailable ones;
 * inside each, the user's favourites first when asked. Lower ranks come first.
 */
export function vehicleListRank(v: {
  readonly bookable: boolean | null;
  readonly needsApproval: boolean;
  readonly favourite: boolean;
  readonly favouritesFirst: boolean;
}): number {
  const availability = v.bookable === null ? 0 : !v.bookable ? 4 : v.needsApproval ? 2 : 0;
  return availability + (v.favouritesFirst && !v.favourite ? 1 : 0);
}
