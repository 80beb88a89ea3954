import type { EpochMs } from '../time/zoned-time';
import { type ApprovalState, approvalExpiryStatus } from './approval';
import { VEHICLE_CANCEL_REASONS } from './vehicle-constants';

/** A held special trip as the deadline job reads it, with the setting that decides its grace. */
export type ExpiryCandidate = ApprovalState & {
  readonly id: string;
  /** `vehicles.approvalAfterStart` of the booker (the same layer decide() reads). */
  readonly approvalAfterStart: boolean;
};

/**
 * The deadline job's pre-filter for the database: an undecided special trip can only be due
 * once it has started (the deadline is the start, or start + 60 min with the grace), so the
 * job reads held trips starting at or before `now`.
 */
export function expiryCandidatesStartingBefore(now: EpochMs): EpochMs {
  return now;
}

/**
 * Which held special trips are due for cancellation at `now` (ADR 0008 gap 3): still
 * `vorgemerkt`, with approvers of whom none approved, and `now` at or past the approval
 * deadline. Returned in the input order; the job cancels each under its vehicle's lock and
 * decides again on the row read there.
 */
export function dueApprovalExpiries(candidates: readonly ExpiryCandidate[], now: EpochMs): string[] {
  return candidates
    .filter((c) => approvalExpiryStatus(c, now, c.approvalAfterStart) === 'storniert')
    .map((c) => c.id);
}

/**
 * The cancellation reasons the fleet stores (German, as the spec words them) with their English
 * text, so a mail to an English-speaking booker can say why. An unknown reason (free text of a
 * bulk cancel) is shown as it was written.
 */
export const CANCEL_REASON_TEXTS: Record<string, { de: string; en: string }> = {
  [VEHICLE_CANCEL_REASONS.deactivated]: {
    de: VEHICLE_CANCEL_REASONS.deactivated,
    en: 'Cancelled because the vehicle was deactivated.',
  },
  [VEHICLE_CANCEL_REASONS.locationChanged]: {
    de: VEHICLE_CANCEL_REASONS.locationChanged,
    en: "Cancelled because the vehicle's location changed.",
  },
  [VEHICLE_CANCEL_REASONS.noLongerValid]: {
    de: VEHICLE_CANCEL_REASONS.noLongerValid,
    en: 'Cancelled because the vehicle can no longer be booked at the time of the booking.',
  },
  [VEHICLE_CANCEL_REASONS.approvalExpired]: {
    de: VEHICLE_CANCEL_REASONS.approvalExpired,
    en: 'Cancelled because the special trip was not approved in time.',
  },
};

export function cancelReasonText(reason: string, lang: 'de' | 'en'): string {
  return CANCEL_REASON_TEXTS[reason]?.[lang] ?? reason;
}
