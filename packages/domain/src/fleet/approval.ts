import { type BookingStatus, transition } from '../booking/status';
import { err, ok, type Result } from '../result';
import type { EffectiveSettings } from '../settings';
import { MINUTE_MS } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';
import { VEHICLE_CANCEL_REASONS } from './vehicle-constants';

/** Why a vehicle booking is a special trip (spec 5 "Approval reasons"). */
export const SPECIAL_TRIP_REASONS = ['DEPARTMENT', 'OUTSIDE_BOOKING_WINDOW'] as const;
export type SpecialTripReason = (typeof SPECIAL_TRIP_REASONS)[number];

export type SpecialTripInput = {
  /** `vehicles.departmentCheck`. */
  readonly departmentCheck: boolean;
  /** The driver's department (null: none). */
  readonly driverDepartmentId: string | null;
  /** The vehicle's departments; empty = the vehicle belongs to all departments (ADR 0008 gap 4). */
  readonly vehicleDepartmentIds: readonly string[];
  /**
   * The availability verdict's `outsideBookingWindow`: the period lies outside the vehicle's
   * window while booking outside is allowed (only true when individual booking times are on).
   */
  readonly outsideBookingWindow: boolean;
};

/**
 * Spec 4/5: a booking needs approval when the driver's department is not among the vehicle's
 * departments (department check on) or the period is outside the vehicle's booking window
 * (booking outside allowed; when it is not allowed, availability refuses the booking instead).
 */
export function specialTripReasons(input: SpecialTripInput): SpecialTripReason[] {
  const reasons: SpecialTripReason[] = [];
  if (
    input.departmentCheck &&
    input.vehicleDepartmentIds.length > 0 &&
    (input.driverDepartmentId === null || !input.vehicleDepartmentIds.includes(input.driverDepartmentId))
  ) {
    reasons.push('DEPARTMENT');
  }
  if (input.outsideBookingWindow) reasons.push('OUTSIDE_BOOKING_WINDOW');
  return reasons;
}

export function needsApproval(input: SpecialTripInput): boolean {
  return specialTripReasons(input).length > 0;
}

/**
 * Status of a new trip (ADR 0008 gaps 1, 2): a special trip is held as `vorgemerkt` (it blocks
 * the vehicle) until approved; any other booking is `reserviert`.
 */
export function initialVehicleBookingStatus(specialTrip: boolean): BookingStatus {
  return specialTrip ? 'vorgemerkt' : 'reserviert';
}

/** The one-hour grace of spec 9 ("approval deadline grace: one hour after start"). */
export const APPROVAL_GRACE_MINUTES = 60;

/**
 * ADR 0008 gap 3: approvers may decide until `start + 60 min` when `vehicles.approvalAfterStart`
 * is on, else until the start. The deadline itself is already too late (half-open).
 */
export function approvalDeadline(start: EpochMs, approvalAfterStart: boolean): EpochMs {
  return approvalAfterStart ? start + APPROVAL_GRACE_MINUTES * MINUTE_MS : start;
}

export function approvalAfterStartFromSettings(s: EffectiveSettings): boolean {
  return s['vehicles.approvalAfterStart'];
}

/** One stored approver row (spec 3 "approvers (user id, name, approved flag)"). */
export type ApproverRow = {
  readonly userId: string;
  readonly approved: boolean;
  readonly approvedAt?: EpochMs | null;
};

/** ADR 0008 gap 3: approved = no approver rows, or any approver approved. */
export function isApproved(approvers: readonly ApproverRow[]): boolean {
  return approvers.length === 0 || approvers.some((a) => a.approved);
}

/**
 * Held only for want of an approval (issue 22 point 10: the guest's page says so): `vorgemerkt`
 * with approvers and none approved yet. A held trip without approvers waits for something else
 * (the guest's confirmation).
 */
export function awaitsApproval(booking: {
  readonly status: BookingStatus;
  readonly approvers: readonly ApproverRow[];
}): boolean {
  return booking.status === 'vorgemerkt' && !isApproved(booking.approvers);
}

export type ApprovalState = {
  readonly status: BookingStatus;
  readonly start: EpochMs;
  readonly approvers: readonly ApproverRow[];
};

/**
 * Pending = held (`vorgemerkt`), not approved, and before the deadline: what the approvals list
 * and the menu badge count. After the deadline it is no longer pending.
 */
export function isApprovalPending(
  booking: ApprovalState,
  now: EpochMs,
  approvalAfterStart: boolean,
): boolean {
  return (
    booking.status === 'vorgemerkt' &&
    !isApproved(booking.approvers) &&
    now < approvalDeadline(booking.start, approvalAfterStart)
  );
}

/**
 * What the scheduler applies: an undecided special trip past its deadline is cancelled
 * ("Storno, da die Sonderfahrt nicht rechtzeitig freigegeben wurde.", ADR 0008 gap 3).
 */
export function approvalExpiryStatus(
  booking: ApprovalState,
  now: EpochMs,
  approvalAfterStart: boolean,
): 'storniert' | null {
  if (booking.status !== 'vorgemerkt' || booking.approvers.length === 0 || isApproved(booking.approvers))
    return null;
  return now >= approvalDeadline(booking.start, approvalAfterStart) ? 'storniert' : null;
}

/** The cancellation reason the scheduler records for an expired special trip (ADR 0008 gap 3). */
export const APPROVAL_EXPIRED_REASON = VEHICLE_CANCEL_REASONS.approvalExpired;

export type ApprovalDecision = 'approve' | 'reject';

/** The people a trip belongs to: who booked it and who drives it (null: a guest drives). */
export type TripParties = {
  readonly bookerId: string;
  readonly driverId: string | null;
};

/** Issue 22 point 1: the booker and the driver of a trip never decide on it (ADR 0018). */
export function isOwnTrip(trip: TripParties, userId: string): boolean {
  return trip.bookerId === userId || trip.driverId === userId;
}

/** The candidates who are neither the trip's booker nor its driver. */
export function withoutParties<T extends { readonly id: string }>(
  users: readonly T[],
  trip: TripParties,
): T[] {
  return users.filter((u) => !isOwnTrip(trip, u.id));
}

export type ApproverChoice<T> = {
  readonly approvers: T[];
  /** Where they came from: the tenant's special-trip approvers, or its admins as the fallback. */
  readonly source: 'none' | 'approvers' | 'admins';
};

/**
 * Who approves a special trip (ADR 0018): the tenant's special-trip approvers except the trip's
 * booker and driver; when that leaves nobody, the tenant's admins except booker and driver; when
 * that leaves nobody either, NO_APPROVER_AVAILABLE (the trip is refused: approving it by default
 * would be self-approval). A tenant without any special-trip approver does not use approvals:
 * no approver rows, the trip counts as approved (spec 4, ADR 0008 gap 3), as before.
 */
export function chooseApprovers<T extends { readonly id: string }>(input: {
  readonly approvers: readonly T[];
  readonly admins: readonly T[];
  readonly trip: TripParties;
}): Result<ApproverChoice<T>> {
  if (input.approvers.length === 0) return ok({ approvers: [], source: 'none' });
  const others = withoutParties(input.approvers, input.trip);
  if (others.length > 0) return ok({ approvers: others, source: 'approvers' });
  const admins = withoutParties(input.admins, input.trip);
  if (admins.length > 0) return ok({ approvers: admins, source: 'admins' });
  return err('NO_APPROVER_AVAILABLE', {});
}

/** Whether chooseApprovers needs the admins: approvers exist, but all of them are booker or driver. */
export function needsAdminFallback(
  approvers: readonly { readonly id: string }[],
  trip: TripParties,
): boolean {
  return approvers.length > 0 && withoutParties(approvers, trip).length === 0;
}

export type DecideApprovalInput = ApprovalState &
  TripParties & {
    readonly decision: ApprovalDecision;
    /** The deciding user: must be one of the booking's approvers. */
    readonly approverId: string;
    readonly now: EpochMs;
    readonly approvalAfterStart: boolean;
  };

export type ApprovalOutcome = {
  /** The booking's new status: approval `reserviert`, rejection `storniert`. */
  readonly status: BookingStatus;
  /** The approver row to mark approved (flag + timestamp), only on approval. */
  readonly approvedRow: { readonly userId: string; readonly approvedAt: EpochMs } | null;
};

/**
 * Spec 4: one approval releases a special trip (that approver's flag and time, status
 * vorgemerkt -> reserviert), a rejection cancels it (vorgemerkt -> storniert). Refusals:
 * OWN_APPROVAL (the deciding user booked or drives the trip, ADR 0018; checked first, so an own
 * trip is refused the same way whatever its state), APPROVAL_NOT_PENDING (no approvers, already approved or no longer held),
 * SPECIAL_APPROVAL_USER_NOT_FOUND (not one of its approvers, spec 8), APPROVAL_DEADLINE_PASSED.
 */
export function decideApproval(input: DecideApprovalInput): Result<ApprovalOutcome> {
  if (isOwnTrip(input, input.approverId)) return err('OWN_APPROVAL', { userId: input.approverId });
  if (input.status !== 'vorgemerkt' || input.approvers.length === 0 || isApproved(input.approvers)) {
    return err('APPROVAL_NOT_PENDING', { status: input.status });
  }
  if (!input.approvers.some((a) => a.userId === input.approverId)) {
    return err('SPECIAL_APPROVAL_USER_NOT_FOUND', { userId: input.approverId });
  }
  const deadline = approvalDeadline(input.start, input.approvalAfterStart);
  if (input.now >= deadline) return err('APPROVAL_DEADLINE_PASSED', { deadline });
  const to: BookingStatus = input.decision === 'approve' ? 'reserviert' : 'storniert';
  const next = transition(input.status, to, input.decision);
  if (!next.ok) return next;
  return ok({
    status: next.value,
    approvedRow: input.decision === 'approve' ? { userId: input.approverId, approvedAt: input.now } : null,
  });
}

/** Spec 4 "Check-in is refused while not approved" (CHECK_IN_NOT_APPROVED). */
export function checkCheckInApproved(booking: ApprovalState): Result<true> {
  return booking.status === 'vorgemerkt' && !isApproved(booking.approvers)
    ? err('CHECK_IN_NOT_APPROVED', {})
    : ok(true);
}
