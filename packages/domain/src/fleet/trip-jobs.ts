import type { BookingStatus } from '../booking/status';
import type { EffectiveSettings } from '../settings';
import { MINUTE_MS } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';
import { TRIP_CANCEL_REASONS } from './cancel-reasons';
import type { VehicleBookingType } from './vehicle-constants';

/**
 * The timed work of trips (spec 4, 9; ADR 0008 gap 5, ADR 0009 gap 4): automatic cancellation
 * of a missed check-in, the notice before the end and the reminders after a missing check-out.
 * A job sweeps the open bookings every minute and asks these functions what is due; each due
 * item carries an occurrence key, which the job inserts into a unique "done" table (or uses as
 * the queue's singleton key) in the same transaction as the mail, so every occurrence fires
 * once, however many app instances sweep.
 */
export type TripJobRules = {
  /** `vehicles.autoCancelMissingCheckIn`. */
  readonly autoCancelMissingCheckIn: boolean;
  /** `vehicles.autoCancelAfterMinutes`. */
  readonly autoCancelAfterMinutes: number;
  /** `vehicles.checkInActiveMinutes`: never cancel while check-in is still offered. */
  readonly checkInActiveMinutes: number;
  /** `vehicles.checkOutNoticeMinutesBefore` (0 = no notice). */
  readonly checkOutNoticeMinutesBefore: number;
  /** `vehicles.missingCheckOutReminderMinutes`: minutes after the end, each one reminder. */
  readonly missingCheckOutReminderMinutes: readonly number[];
};

export function tripJobRulesFromSettings(s: EffectiveSettings): TripJobRules {
  return {
    autoCancelMissingCheckIn: s['vehicles.autoCancelMissingCheckIn'],
    autoCancelAfterMinutes: s['vehicles.autoCancelAfterMinutes'],
    checkInActiveMinutes: s['vehicles.checkInActiveMinutes'],
    checkOutNoticeMinutesBefore: s['vehicles.checkOutNoticeMinutesBefore'],
    missingCheckOutReminderMinutes: s['vehicles.missingCheckOutReminderMinutes'],
  };
}

/** What the sweep needs of a booking. */
export type TripJobBooking = {
  readonly id: string;
  readonly type: VehicleBookingType;
  readonly status: BookingStatus;
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly bookerId: string;
  readonly driverId: string | null;
  /** The guest's e-mail for a guest booking, else null. */
  readonly guestEmail: string | null;
};

/** Who a trip mail goes to: the driver, for a guest booking the guest. */
export type TripRecipient =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'guest'; readonly email: string };

export function tripRecipient(b: TripJobBooking): TripRecipient {
  if (b.driverId !== null) return { kind: 'user', userId: b.driverId };
  if (b.guestEmail !== null) return { kind: 'guest', email: b.guestEmail };
  return { kind: 'user', userId: b.bookerId };
}

/**
 * ADR 0008 gap 5: with automatic cancellation on, a `reserviert` trip is cancelled at
 * `start + max(autoCancelAfterMinutes, checkInActiveMinutes)` elapsed minutes, so a driver is never
 * cancelled while check-in is still offered. Null when off or not a trip.
 */
export function missedCheckInCancelAt(b: TripJobBooking, rules: TripJobRules): EpochMs | null {
  if (!rules.autoCancelMissingCheckIn || b.type !== 'BUCHUNG') return null;
  return b.start + Math.max(rules.autoCancelAfterMinutes, rules.checkInActiveMinutes) * MINUTE_MS;
}

export type MissedCheckInCancellation = {
  readonly status: 'storniert';
  readonly reason: string;
  /** Occurrence key of the cancellation mail. */
  readonly key: string;
  readonly recipient: TripRecipient;
};

/**
 * Due at and after the cancel instant for a booking still `reserviert` (not checked in). The
 * cancellation itself is once-only by the status change under the vehicle lock; the key guards
 * the mail. A held (`vorgemerkt`) booking is left to the approval and guest-confirmation expiry.
 */
export function missedCheckInDue(
  b: TripJobBooking,
  rules: TripJobRules,
  now: EpochMs,
): MissedCheckInCancellation | null {
  const at = missedCheckInCancelAt(b, rules);
  if (at === null || b.status !== 'reserviert' || now < at) return null;
  return {
    status: 'storniert',
    reason: TRIP_CANCEL_REASONS.missedCheckIn,
    key: `vehicle-booking:${b.id}:missed-check-in`,
    recipient: tripRecipient(b),
  };
}

export const TRIP_NOTICE_KINDS = ['CHECK_OUT_NOTICE', 'MISSING_CHECK_OUT'] as const;
export type TripNoticeKind = (typeof TRIP_NOTICE_KINDS)[number];

export type TripNotice = {
  readonly kind: TripNoticeKind;
  readonly bookingId: string;
  /** When it is due. */
  readonly at: EpochMs;
  /** Minutes before (notice) or after (reminder) the planned end. */
  readonly minutes: number;
  /**
   * Occurrence key. It contains the planned end, so extending a trip arms its notices anew;
   * the same booking and end give the same key at every sweep and on every instance.
   */
  readonly key: string;
  readonly recipient: TripRecipient;
};

/** The reminder minutes as a set: whole, not negative, ascending, each once. */
export function reminderMinutes(list: readonly number[]): number[] {
  return [...new Set(list.filter((m) => Number.isInteger(m) && m >= 0))].sort((a, b) => a - b);
}

/**
 * Every notice a running trip can get, in time order: the check-out notice
 * `checkOutNoticeMinutesBefore` before the planned end (none for 0), and one missing check-out
 * reminder per configured minute after it. Empty unless the booking is a running trip (`aktiv`).
 */
export function plannedTripNotices(b: TripJobBooking, rules: TripJobRules): TripNotice[] {
  if (b.type !== 'BUCHUNG' || b.status !== 'aktiv') return [];
  const recipient = tripRecipient(b);
  const notices: TripNotice[] = [];
  const before = rules.checkOutNoticeMinutesBefore;
  if (Number.isInteger(before) && before > 0) {
    notices.push({
      kind: 'CHECK_OUT_NOTICE',
      bookingId: b.id,
      at: b.end - before * MINUTE_MS,
      minutes: before,
      key: `vehicle-booking:${b.id}:check-out-notice:${b.end}`,
      recipient,
    });
  }
  for (const minutes of reminderMinutes(rules.missingCheckOutReminderMinutes)) {
    notices.push({
      kind: 'MISSING_CHECK_OUT',
      bookingId: b.id,
      at: b.end + minutes * MINUTE_MS,
      minutes,
      key: `vehicle-booking:${b.id}:missing-check-out:${b.end}:${minutes}`,
      recipient,
    });
  }
  return notices;
}

/**
 * The notices to send at `now` (ADR 0009 gap 4). The check-out notice is due from its instant
 * until the planned end (after the end it would be wrong, the reminders take over). Of the
 * missing check-out reminders only the latest one reached is due: a sweep that ran late sends
 * one reminder, not a burst, and an earlier one skipped is not sent afterwards.
 */
export function dueTripNotices(b: TripJobBooking, rules: TripJobRules, now: EpochMs): TripNotice[] {
  const planned = plannedTripNotices(b, rules);
  const notice = planned.filter((n) => n.kind === 'CHECK_OUT_NOTICE' && n.at <= now && now < b.end);
  const reminders = planned.filter((n) => n.kind === 'MISSING_CHECK_OUT' && n.at <= now);
  const latest = reminders.at(-1);
  return latest ? [...notice, latest] : notice;
}

/** The reminder before a reserved trip starts (catalogue kind `vehicles.reminderBeforeStart`). */
export type StartReminder = {
  readonly bookingId: string;
  /** When it is due: `leadMinutes` before the start. */
  readonly at: EpochMs;
  readonly leadMinutes: number;
  /** Occurrence key; it contains the start, so moving the trip arms the reminder anew. */
  readonly key: string;
  readonly recipient: TripRecipient;
};

/**
 * The reminder `leadMinutes` (the driver's `vehicles.reminderMailMinutesBefore`, 0 = none) before
 * a reserved booking starts: due from that instant until the start (a sweep that ran late still
 * reminds, none after the start). Null when nothing is due.
 */
export function startReminderDue(b: TripJobBooking, leadMinutes: number, now: EpochMs): StartReminder | null {
  if (b.type !== 'BUCHUNG' || b.status !== 'reserviert') return null;
  if (!Number.isInteger(leadMinutes) || leadMinutes <= 0) return null;
  const at = b.start - leadMinutes * MINUTE_MS;
  if (now < at || now >= b.start) return null;
  return {
    bookingId: b.id,
    at,
    leadMinutes,
    key: `vehicle-booking:${b.id}:start-reminder:${b.start}`,
    recipient: tripRecipient(b),
  };
}
