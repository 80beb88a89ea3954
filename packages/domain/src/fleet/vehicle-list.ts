import type { Interval } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';
import { type SpecialTripReason, specialTripReasons } from './approval';
import {
  type AvailabilityVehicle,
  checkVehicleAvailability,
  type VehicleBusyPeriod,
  type Violation,
} from './availability';
import { checkVehicleBookingTimes, type VehicleTimingRules } from './booking-times';

export type VehicleListRules = VehicleTimingRules & {
  /** `vehicles.departmentCheck`. */
  readonly departmentCheck: boolean;
};

export type VehicleListCandidate = AvailabilityVehicle & {
  readonly id: string;
  /** Empty = the vehicle belongs to all departments. */
  readonly departmentIds: readonly string[];
  readonly bookings: readonly VehicleBusyPeriod[];
};

export type VehicleListVerdict = {
  readonly vehicleId: string;
  readonly bookable: boolean;
  /** Every refusal: availability in spec 5 order, then the time rules (the same for every vehicle). */
  readonly reasons: readonly Violation[];
  /** Bookable, but a special trip (approval needed), with why. */
  readonly needsApproval: boolean;
  readonly approvalReasons: readonly SpecialTripReason[];
};

/**
 * The vehicle list's "free between … and …" (`GET /vehicles?from=&to=`): per vehicle whether
 * the user could book it for that period as their own driver, why not, and whether it would need
 * approval. The same rules as the booking (checkVehicleBookingTimes, checkVehicleAvailability,
 * specialTripReasons), so the list never offers what POST refuses.
 */
export function vehicleListVerdicts(input: {
  readonly wanted: Interval;
  readonly now: EpochMs;
  readonly rules: VehicleListRules;
  readonly driverDepartmentId: string | null;
  readonly vehicles: readonly VehicleListCandidate[];
  readonly zone?: string;
}): VehicleListVerdict[] {
  const timing = checkVehicleBookingTimes({
    wanted: input.wanted,
    now: input.now,
    rules: input.rules,
    zone: input.zone,
  });
  return input.vehicles.map((vehicle) => {
    const availability = checkVehicleAvailability({
      wanted: input.wanted,
      vehicle,
      bookings: vehicle.bookings,
      rules: input.rules,
      now: input.now,
      zone: input.zone,
    });
    const reasons = [...availability.reasons, ...timing];
    const approvalReasons = specialTripReasons({
      departmentCheck: input.rules.departmentCheck,
      driverDepartmentId: input.driverDepartmentId,
      vehicleDepartmentIds: vehicle.departmentIds,
      outsideBookingWindow: availability.outsideBookingWindow,
    });
    return {
      vehicleId: vehicle.id,
      bookable: reasons.length === 0,
      reasons,
      needsApproval: approvalReasons.length > 0,
      approvalReasons,
    };
  });
}
