import type { BookingStatus } from '../booking/status';
import type { PermissionName } from '../permissions';
import { err, ok, type Result } from '../result';
import { MINUTE_MS } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';
import type { SpecialTripReason } from './approval';
import { VEHICLE_BOOKING_TYPE } from './vehicle-constants';

/** The longest window GET /vehicles/{id}/bookings answers (a month view plus margin). */
export const TIMELINE_MAXIMUM_DAYS = 62;

/** The timeline's window: `to` after `from`, at most TIMELINE_MAXIMUM_DAYS long. */
export function checkTimelineWindow(from: EpochMs, to: EpochMs): Result<{ from: EpochMs; to: EpochMs }> {
  if (!(to > from) || to - from > TIMELINE_MAXIMUM_DAYS * 24 * 60 * MINUTE_MS)
    return err('VEHICLE_TIMELINE_WINDOW_INVALID', { maximumDays: TIMELINE_MAXIMUM_DAYS });
  return ok({ from, to });
}

export type TripActor = { readonly id: string; readonly permissions: readonly PermissionName[] };
export type TripParties = { readonly bookerId: string; readonly driverId: string | null };

/** The driver or the booker of the trip. */
export function isOwnTrip(actor: TripActor, trip: TripParties): boolean {
  return trip.bookerId === actor.id || trip.driverId === actor.id;
}

/**
 * Who sees a trip's driver and details on a vehicle's timeline (SHARED-IFACE of issue 10): its
 * driver and booker, and whoever books for others or keeps the fleet or the bookings
 * (fahrzeug_fremdbuchung, fahrzeug_pflege, buchung_pflege). Everyone else sees only "booked".
 */
export function maySeeTrip(actor: TripActor, trip: TripParties): boolean {
  return (
    isOwnTrip(actor, trip) ||
    actor.permissions.some(
      (p) => p === 'fahrzeug_fremdbuchung' || p === 'fahrzeug_pflege' || p === 'buchung_pflege',
    )
  );
}

export type ChangeableTrip = TripParties & {
  readonly type: string;
  readonly status: BookingStatus;
  readonly start: EpochMs;
};

/**
 * May the actor change this trip's times and fields (PATCH /vehicle-bookings/{id}, ADR 0008)?
 * The driver or booker holding fahrzeug_buchen, or anyone with buchung_pflege
 * (VEHICLE_BOOKING_NOT_YOURS otherwise, a 403); and only a trip (not a block) that is held or
 * reserved and has not started yet (VEHICLE_BOOKING_NOT_CHANGEABLE, a 409).
 */
export function checkTripChange(input: {
  readonly actor: TripActor;
  readonly trip: ChangeableTrip;
  readonly now: EpochMs;
}): Result<{ readonly asStaff: boolean }> {
  const { actor, trip } = input;
  const own = isOwnTrip(actor, trip) && actor.permissions.includes('fahrzeug_buchen');
  const staff = actor.permissions.includes('buchung_pflege');
  if (!own && !staff) return err('VEHICLE_BOOKING_NOT_YOURS', {});
  if (
    trip.type !== VEHICLE_BOOKING_TYPE.booking ||
    (trip.status !== 'vorgemerkt' && trip.status !== 'reserviert') ||
    trip.start <= input.now
  )
    return err('VEHICLE_BOOKING_NOT_CHANGEABLE', { status: trip.status });
  return ok({ asStaff: !own });
}

/**
 * The status of a changed trip (ADR 0008: "a change that makes it a special trip needs approval
 * again"). No approval reason left: reserviert, the approver rows go. A held trip stays held
 * with its approvers. A reserved trip that becomes a special trip, or an approved special trip
 * whose times change, is held again for fresh approvers (reserved at once when there is nobody
 * to approve, as for a new trip). An approved special trip with only its texts changed stays.
 */
export function statusAfterTripChange(input: {
  readonly status: 'vorgemerkt' | 'reserviert';
  /** Was it a special trip before the change? */
  readonly wasSpecialTrip: boolean;
  readonly timesChanged: boolean;
  readonly approvalReasons: readonly SpecialTripReason[];
  readonly approversAvailable: boolean;
}): {
  readonly status: 'vorgemerkt' | 'reserviert';
  readonly newApprovers: boolean;
  readonly dropApprovers: boolean;
} {
  if (input.approvalReasons.length === 0)
    return { status: 'reserviert', newApprovers: false, dropApprovers: true };
  if (input.status === 'vorgemerkt')
    return { status: 'vorgemerkt', newApprovers: false, dropApprovers: false };
  if (!input.wasSpecialTrip || input.timesChanged)
    return {
      status: input.approversAvailable ? 'vorgemerkt' : 'reserviert',
      newApprovers: true,
      dropApprovers: true,
    };
  return { status: 'reserviert', newApprovers: false, dropApprovers: false };
}
