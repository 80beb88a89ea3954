import { type CheckInWindowSpec, checkInTiming } from './booking/check-in-window';
import { type BookingStatus, type BookingTiming, transition } from './booking/status';
import { err, type Result } from './result';
import type { EpochMs } from './time/zoned-time';

/**
 * Reading-room rules of spec 4 on top of the shared booking core (booking/status,
 * booking/check-in-window): who confirms, declines, checks in and cancels a space booking.
 */
export type StatusBooking = BookingTiming & {
  /** buchende Person (organizer), a user e-mail. */
  organizerEmail: string;
  /** bestätigende Person (participant); null or equal to the organizer = booked for oneself. */
  participantEmail: string | null;
};

/** `canManageBookings` = holds buchung_pflege (spec 6): may cancel and check in for others. */
export type BookingActor = { email: string; canManageBookings?: boolean };

/** The actions of a space booking, spelled as in the API paths (`/bookings/{id}/check-in`). */
export const SPACE_BOOKING_ACTIONS = ['confirm', 'decline', 'check-in', 'cancel'] as const;
export type SpaceBookingAction = (typeof SPACE_BOOKING_ACTIONS)[number];

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
const participantOf = (b: StatusBooking) => b.participantEmail ?? b.organizerEmail;
const isParticipant = (b: StatusBooking, actor: BookingActor) => same(participantOf(b), actor.email);
const isOrganizer = (b: StatusBooking, actor: BookingActor) => same(b.organizerEmail, actor.email);

/** Booking for oneself starts reserviert; booking for somebody else waits for them (vorgemerkt). */
export function initialBookingStatus(organizerEmail: string, participantEmail: string | null): BookingStatus {
  return participantEmail === null || same(participantEmail, organizerEmail) ? 'reserviert' : 'vorgemerkt';
}

function notFrom(booking: StatusBooking, action: SpaceBookingAction) {
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
  return transition(booking.status, 'reserviert', 'confirm');
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
  return transition(booking.status, 'storniert', 'decline');
}

/**
 * Spec 4: reserviert -> durchgefuehrt inside the half-open check-in window
 * [start - before, start + after), by the participant or a manager.
 */
export function checkInBooking(
  booking: StatusBooking,
  actor: BookingActor,
  now: EpochMs,
  window?: CheckInWindowSpec,
): Result<BookingStatus> {
  if (booking.status !== 'reserviert') return notFrom(booking, 'check-in');
  if (!isParticipant(booking, actor) && !actor.canManageBookings) {
    return err('NOT_BOOKING_PARTICIPANT', { actor: actor.email });
  }
  const timing = checkInTiming(booking.start, now, window);
  if (!timing.ok) return timing;
  return transition(booking.status, 'durchgefuehrt', 'check-in');
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
  return transition(booking.status, 'storniert', 'cancel');
}

/** One action, decided by its rule (the server's status-change endpoints). */
export function decideSpaceBookingAction(
  action: SpaceBookingAction,
  booking: StatusBooking,
  actor: BookingActor,
  now: EpochMs,
  window?: CheckInWindowSpec,
): Result<BookingStatus> {
  switch (action) {
    case 'confirm':
      return confirmBooking(booking, actor, now);
    case 'decline':
      return declineBooking(booking, actor, now);
    case 'check-in':
      return checkInBooking(booking, actor, now, window);
    case 'cancel':
      return cancelBooking(booking, actor, now);
  }
}

/**
 * The actions `actor` may take on `booking` at `now`: exactly those the server would accept, so
 * the web offers no button the API refuses (check-in only inside the half-open window). For the
 * confirming person of a pre-booking, declining is the way to cancel: decline is offered, not both.
 */
export function allowedSpaceBookingActions(
  booking: StatusBooking,
  actor: BookingActor,
  now: EpochMs,
  window?: CheckInWindowSpec,
): SpaceBookingAction[] {
  const allowed = SPACE_BOOKING_ACTIONS.filter(
    (action) => decideSpaceBookingAction(action, booking, actor, now, window).ok,
  );
  return allowed.includes('decline') ? allowed.filter((action) => action !== 'cancel') : allowed;
}
