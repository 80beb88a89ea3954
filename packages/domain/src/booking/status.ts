import { err, ok, type Result } from '../result';
import { type Interval, MINUTE_MS } from '../time/interval';
import type { EpochMs } from '../time/zoned-time';

/**
 * Booking statuses of spec 4, German values as stored. 'durchgefuehrt' is the ASCII spelling
 * of "durchgeführt" (parseBookingStatus accepts both, everything stores the ASCII one).
 */
export const BOOKING_STATUSES = [
  'vorgemerkt',
  'reserviert',
  'aktiv',
  'durchgefuehrt',
  'storniert',
  'verschlossen',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Statuses whose bookings hold their seats. 'durchgefuehrt' (checked in) still occupies its
 * period; 'storniert' (cancelled) and 'verschlossen' (closed, archived) do not.
 */
export const OCCUPYING_STATUSES: readonly BookingStatus[] = [
  'vorgemerkt',
  'reserviert',
  'aktiv',
  'durchgefuehrt',
];

/** Spec 4 and 9: check-in from 15 minutes before to 15 minutes after start. */
export const DEFAULT_CHECK_IN_WINDOW_MINUTES = 15;

export function parseBookingStatus(value: string): Result<BookingStatus> {
  const normalized = value === 'durchgeführt' ? 'durchgefuehrt' : value;
  const found = BOOKING_STATUSES.find((s) => s === normalized);
  return found ? ok(found) : err('UNKNOWN_STATUS', { value });
}

export type StatusBooking = {
  status: BookingStatus;
  start: EpochMs;
  end: EpochMs;
  /** buchende Person (organizer), a user e-mail. */
  organizerEmail: string;
  /** bestätigende Person (participant); null or equal to the organizer = booked for oneself. */
  participantEmail: string | null;
};

/** What the time-driven rules need (no-show, expiry, capacity). */
export type BookingTiming = Pick<StatusBooking, 'status' | 'start' | 'end'>;

/** `canManageBookings` = holds buchung_pflege (spec 6): may cancel and check in for others. */
export type BookingActor = { email: string; canManageBookings?: boolean };

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
const participantOf = (b: StatusBooking) => b.participantEmail ?? b.organizerEmail;
const isParticipant = (b: StatusBooking, actor: BookingActor) => same(participantOf(b), actor.email);
const isOrganizer = (b: StatusBooking, actor: BookingActor) => same(b.organizerEmail, actor.email);

/** Booking for oneself starts reserviert; booking for somebody else waits for them (vorgemerkt). */
export function initialBookingStatus(organizerEmail: string, participantEmail: string | null): BookingStatus {
  return participantEmail === null || same(participantEmail, organizerEmail) ? 'reserviert' : 'vorgemerkt';
}

function notFrom(booking: StatusBooking, action: string) {
  return err('INVALID_STATUS_TRANSITION', { from: booking.status, action });
}

/** Spec 4: vorgemerkt -> reserviert by the confirming person; deadline is the start (exclusive). */
export function confirmBooking(
  booking: StatusBooking,
  actor: BookingActor,
  now: EpochMs,
): Result<BookingStatus> {
  if (booking.status !== 'vorgemerkt') return notFrom(booking, 'confirm');
  if (!isParticipant(booking, actor)) return err('NOT_CONFIRMING_PERSON', { actor: actor.email });
  if (now >= booking.start) return err('CONFIRMATION_DEADLINE_PASSED', { start: booking.start, now });
  return ok('reserviert');
}

/** Spec 4: the confirming person declines -> storniert (allowed until the booking ends). */
export function declineBooking(
  booking: StatusBooking,
  actor: BookingActor,
  now: EpochMs,
): Result<BookingStatus> {
  if (booking.status !== 'vorgemerkt') return notFrom(booking, 'decline');
  if (!isParticipant(booking, actor)) return err('NOT_CONFIRMING_PERSON', { actor: actor.email });
  if (now >= booking.end) return err('BOOKING_ALREADY_ENDED', { end: booking.end, now });
  return ok('storniert');
}

/** Half-open check-in window [start - w, start + w). */
export function checkInWindow(
  booking: Pick<StatusBooking, 'start'>,
  windowMinutes = DEFAULT_CHECK_IN_WINDOW_MINUTES,
): Interval {
  return { start: booking.start - windowMinutes * MINUTE_MS, end: booking.start + windowMinutes * MINUTE_MS };
}

/** Spec 4: reserviert -> durchgefuehrt inside the check-in window, by the participant or a manager. */
export function checkInBooking(
  booking: StatusBooking,
  actor: BookingActor,
  now: EpochMs,
  windowMinutes = DEFAULT_CHECK_IN_WINDOW_MINUTES,
): Result<BookingStatus> {
  if (booking.status !== 'reserviert') return notFrom(booking, 'check-in');
  if (!isParticipant(booking, actor) && !actor.canManageBookings) {
    return err('NOT_BOOKING_PARTICIPANT', { actor: actor.email });
  }
  const window = checkInWindow(booking, windowMinutes);
  if (now < window.start) return err('CHECK_IN_TOO_EARLY', { opensAt: window.start, now });
  if (now >= window.end) return err('CHECK_IN_TOO_LATE', { closedAt: window.end, now });
  return ok('durchgefuehrt');
}

/**
 * Cancel by organizer, participant or a manager. Spec 4/8: "a completed booking cannot be
 * cancelled". A booking whose period is over cannot be cancelled either (nothing to free).
 */
export function cancelBooking(
  booking: StatusBooking,
  actor: BookingActor,
  now: EpochMs,
): Result<BookingStatus> {
  switch (booking.status) {
    case 'durchgefuehrt':
      return err('BOOKING_COMPLETED_CANNOT_CANCEL', { status: booking.status });
    case 'storniert':
      return err('BOOKING_ALREADY_CANCELLED', { status: booking.status });
    case 'verschlossen':
      return err('BOOKING_LOCKED', { status: booking.status });
    default:
      break;
  }
  if (!isOrganizer(booking, actor) && !isParticipant(booking, actor) && !actor.canManageBookings) {
    return err('NOT_BOOKING_MEMBER', { actor: actor.email });
  }
  if (now >= booking.end) return err('BOOKING_ALREADY_ENDED', { end: booking.end, now });
  return ok('storniert');
}

/** No-show: still reserviert when the check-in window has closed (spec 9 "no-show release"). */
export function isNoShow(
  booking: BookingTiming,
  now: EpochMs,
  windowMinutes = DEFAULT_CHECK_IN_WINDOW_MINUTES,
): boolean {
  return booking.status === 'reserviert' && now >= checkInWindow(booking, windowMinutes).end;
}

/** Unconfirmed after the confirmation deadline (start): the seat is no longer held. */
export function isConfirmationExpired(booking: BookingTiming, now: EpochMs): boolean {
  return booking.status === 'vorgemerkt' && now >= booking.start;
}

/**
 * The system transition a scheduler applies: expired pre-bookings, and no-shows when the tenant
 * releases them, become storniert. Returns null when nothing is due.
 */
export function releaseDueStatus(
  booking: BookingTiming,
  now: EpochMs,
  options: { releaseNoShows: boolean; windowMinutes?: number },
): 'storniert' | null {
  if (isConfirmationExpired(booking, now)) return 'storniert';
  if (options.releaseNoShows && isNoShow(booking, now, options.windowMinutes)) return 'storniert';
  return null;
}

/** Whether a booking holds its capacity at `now` (used by the capacity sweep). */
export function occupiesCapacity(
  booking: BookingTiming,
  now: EpochMs,
  options: { releaseNoShows: boolean; windowMinutes?: number },
): boolean {
  return OCCUPYING_STATUSES.includes(booking.status) && releaseDueStatus(booking, now, options) === null;
}
