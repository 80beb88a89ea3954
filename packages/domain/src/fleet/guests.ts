import { type BookingStatus, transition } from '../booking/status';
import { err, ok, type Result } from '../result';
import type { EffectiveSettings } from '../settings';
import { MINUTE_MS } from '../time/interval';
import { DEFAULT_TIME_ZONE, type EpochMs, formatInstant } from '../time/zoned-time';
import { type ApproverRow, isApproved } from './approval';
import type { Violation } from './availability';
import { TRIP_CANCEL_REASONS } from './cancel-reasons';
import { formatLocalDisplay } from './local-display';

/**
 * Guest bookings (spec 1, 3, 9; ADR 0008 gap 7, ADR 0009 gap 5). Staff holding
 * `fahrzeug_gastbuchung` book a guest-bookable vehicle for a guest; the guest gets one link with
 * a random token (stored only as its hash) that confirms the booking and cancels it free of
 * charge up to 24 hours before the start.
 */
export const GUEST_FREE_CANCELLATION_HOURS = 24;
/** Random bytes of a guest token (like kiosk tokens); the server makes and hashes it. */
export const GUEST_TOKEN_BYTES = 32;
export const GUEST_LIMITS = { nameMaxLength: 200, emailMaxLength: 254, notesMaxLength: 2000 } as const;

export type GuestBookingRules = {
  /** `vehicles.guestBooking` (tenant only). */
  readonly guestBooking: boolean;
  /** `vehicles.guestConfirmationRequired` (tenant only). */
  readonly guestConfirmationRequired: boolean;
};

export function guestBookingRulesFromSettings(s: EffectiveSettings): GuestBookingRules {
  return {
    guestBooking: s['vehicles.guestBooking'],
    guestConfirmationRequired: s['vehicles.guestConfirmationRequired'],
  };
}

export type GuestInput = {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly notes?: string | null;
};

export type Guest = { readonly name: string; readonly email: string; readonly notes: string };

export type GuestBookingCheckInput = {
  readonly rules: GuestBookingRules;
  /** The vehicle's "guest booking possible" flag. */
  readonly vehicleGuestBookable: boolean;
  /** The actor holds `fahrzeug_gastbuchung`. */
  readonly actorMayBookForGuests: boolean;
  readonly guest: GuestInput;
};

export type GuestBookingVerdict =
  | { readonly ok: true; readonly value: Guest }
  | { readonly ok: false; readonly refusals: readonly Violation[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a guest booking may be made, before the usual vehicle booking check: guest booking
 * switched on (GUEST_BOOKING_DISABLED), the actor holds `fahrzeug_gastbuchung`
 * (GUEST_BOOKING_NOT_PERMITTED), the vehicle takes guests (VEHICLE_NOT_GUEST_BOOKABLE); then
 * every field refusal at once: name (GUEST_NAME_MISSING), e-mail (GUEST_EMAIL_INVALID), lengths
 * (GUEST_TEXT_TOO_LONG).
 */
export function checkGuestBooking(input: GuestBookingCheckInput): GuestBookingVerdict {
  const refuse = (code: Violation['code'], details: Record<string, unknown> = {}): GuestBookingVerdict => ({
    ok: false,
    refusals: [{ code, details }],
  });
  if (!input.rules.guestBooking) return refuse('GUEST_BOOKING_DISABLED');
  if (!input.actorMayBookForGuests) return refuse('GUEST_BOOKING_NOT_PERMITTED');
  if (!input.vehicleGuestBookable) return refuse('VEHICLE_NOT_GUEST_BOOKABLE');
  const name = (input.guest.name ?? '').trim();
  const email = (input.guest.email ?? '').trim();
  const notes = (input.guest.notes ?? '').trim();
  const refusals: Violation[] = [];
  if (name === '') refusals.push({ code: 'GUEST_NAME_MISSING', details: {} });
  else if (name.length > GUEST_LIMITS.nameMaxLength) {
    refusals.push({
      code: 'GUEST_TEXT_TOO_LONG',
      details: { field: 'name', maxLength: GUEST_LIMITS.nameMaxLength },
    });
  }
  if (email.length > GUEST_LIMITS.emailMaxLength || !EMAIL.test(email)) {
    refusals.push({ code: 'GUEST_EMAIL_INVALID', details: { value: email } });
  }
  if (notes.length > GUEST_LIMITS.notesMaxLength) {
    refusals.push({
      code: 'GUEST_TEXT_TOO_LONG',
      details: { field: 'notes', maxLength: GUEST_LIMITS.notesMaxLength },
    });
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, value: { name, email, notes } };
}

/**
 * A guest booking is held (`vorgemerkt`, blocking the vehicle) while the guest's confirmation
 * or an approval is outstanding, and `reserviert` once neither is (ADR 0008 gap 7).
 */
export function heldOrReserved(waitingForApproval: boolean, waitingForGuest: boolean): BookingStatus {
  return waitingForApproval || waitingForGuest ? 'vorgemerkt' : 'reserviert';
}

/** Status and confirmation of a new guest booking. */
export function initialGuestBooking(
  rules: GuestBookingRules,
  specialTrip: boolean,
): { readonly status: BookingStatus; readonly confirmed: boolean } {
  return {
    status: heldOrReserved(specialTrip, rules.guestConfirmationRequired),
    confirmed: !rules.guestConfirmationRequired,
  };
}

/**
 * Spec 9 "Guest cancellation free up to 24 hours before start": 24 elapsed hours, so on the DST
 * days the deadline's wall-clock time differs by an hour from the start's (a 10:00 start on
 * 2026-03-29 has its deadline at 09:00 on 2026-03-28).
 */
export function guestCancellationDeadline(start: EpochMs): EpochMs {
  return start - GUEST_FREE_CANCELLATION_HOURS * 60 * MINUTE_MS;
}

/** "Up to" includes the deadline itself: at exactly 24 hours before start it is still free. */
export function isGuestCancellationFree(start: EpochMs, now: EpochMs): boolean {
  return now <= guestCancellationDeadline(start);
}

/** What the token link needs of its booking. */
export type GuestLinkBooking = {
  readonly status: BookingStatus;
  readonly start: EpochMs;
  readonly end: EpochMs;
  /** Set when the link cancelled the booking (single use). */
  readonly tokenUsedAt: EpochMs | null;
};

/** The token expires with the booking: at its planned end. */
export function guestTokenExpiresAt(booking: Pick<GuestLinkBooking, 'end'>): EpochMs {
  return booking.end;
}

const LINK_STATUSES: readonly BookingStatus[] = ['vorgemerkt', 'reserviert', 'aktiv'];

/**
 * The link works while unused, before the booking's end, and while the booking is open. Any other
 * case, like an unknown token, is GUEST_LINK_INVALID (the API answers 404 and says no more).
 */
export function isGuestLinkUsable(booking: GuestLinkBooking, now: EpochMs): boolean {
  return (
    booking.tokenUsedAt === null &&
    now < guestTokenExpiresAt(booking) &&
    LINK_STATUSES.includes(booking.status)
  );
}

export type GuestLinkView = {
  readonly cancellable: boolean;
  readonly deadline: EpochMs;
  /** Too late: the page explains it and names the staff member to contact. */
  readonly tooLate: boolean;
};

/** What the public page shows for a usable link, or GUEST_LINK_INVALID. */
export function guestLinkView(booking: GuestLinkBooking, now: EpochMs): Result<GuestLinkView> {
  if (!isGuestLinkUsable(booking, now)) return err('GUEST_LINK_INVALID', {});
  const free = booking.status !== 'aktiv' && isGuestCancellationFree(booking.start, now);
  return ok({ cancellable: free, deadline: guestCancellationDeadline(booking.start), tooLate: !free });
}

export type GuestCancellation = {
  readonly status: BookingStatus;
  readonly reason: string;
  /** Marks the token used: the same link answers 404 from now on. */
  readonly tokenUsedAt: EpochMs;
};

/**
 * The guest cancels through the link: GUEST_LINK_INVALID for an unusable link,
 * GUEST_CANCELLATION_TOO_LATE after the deadline or once the trip runs (naming the deadline and
 * `contactName`, the staff member who booked, ADR 0008 gap 7); else storniert, token used.
 */
export function decideGuestCancellation(
  booking: GuestLinkBooking,
  now: EpochMs,
  contactName: string,
  zone: string = DEFAULT_TIME_ZONE,
): Result<GuestCancellation> {
  const view = guestLinkView(booking, now);
  if (!view.ok) return view;
  if (!view.value.cancellable) {
    return err('GUEST_CANCELLATION_TOO_LATE', {
      deadline: formatInstant(view.value.deadline, zone),
      deadlineLocal: formatLocalDisplay(view.value.deadline, zone),
      contactName,
    });
  }
  const next = transition(booking.status, 'storniert', 'guest-cancel');
  if (!next.ok) return next;
  return ok({ status: next.value, reason: TRIP_CANCEL_REASONS.cancelledByGuest, tokenUsedAt: now });
}

export type GuestConfirmationBooking = GuestLinkBooking & {
  /** False while the guest still has to confirm (true from the start without confirmation). */
  readonly confirmed: boolean;
  readonly confirmedAt: EpochMs | null;
  readonly approvers: readonly ApproverRow[];
};

/**
 * The guest confirms through the same link (ADR 0009 gap 5): until the start
 * (GUEST_CONFIRMATION_DEADLINE_PASSED), idempotent (a second click keeps the first time), and
 * the booking becomes reserviert unless an approval is still outstanding. The token stays
 * usable for the cancellation.
 */
export function decideGuestConfirmation(
  booking: GuestConfirmationBooking,
  now: EpochMs,
): Result<{ readonly status: BookingStatus; readonly confirmedAt: EpochMs | null }> {
  if (!isGuestLinkUsable(booking, now)) return err('GUEST_LINK_INVALID', {});
  if (booking.confirmed) return ok({ status: booking.status, confirmedAt: booking.confirmedAt });
  if (now >= booking.start) return err('GUEST_CONFIRMATION_DEADLINE_PASSED', { start: booking.start });
  const wanted = heldOrReserved(!isApproved(booking.approvers), false);
  if (wanted === booking.status) return ok({ status: wanted, confirmedAt: now });
  const next = transition(booking.status, wanted, 'guest-confirm');
  if (!next.ok) return next;
  return ok({ status: next.value, confirmedAt: now });
}

/**
 * What the scheduler applies to a guest booking still unconfirmed at its start: storniert with
 * "Storno, da der Gast die Buchung nicht rechtzeitig bestätigt hat.", once (the status change
 * under the lock; the key guards the mail to the staff member).
 */
export function guestConfirmationExpiryDue(
  booking: {
    readonly id: string;
    readonly status: BookingStatus;
    readonly start: EpochMs;
    /** The guest's confirmed flag (a booking without guest: pass true). */
    readonly confirmed: boolean;
  },
  now: EpochMs,
): { readonly status: 'storniert'; readonly reason: string; readonly key: string } | null {
  if (booking.status !== 'vorgemerkt' || booking.confirmed || now < booking.start) return null;
  return {
    status: 'storniert',
    reason: TRIP_CANCEL_REASONS.guestConfirmationExpired,
    key: `vehicle-booking:${booking.id}:guest-confirmation-expired`,
  };
}
