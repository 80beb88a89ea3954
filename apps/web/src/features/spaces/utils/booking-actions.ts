import type { CheckInWindowSpec } from '@buchbar/domain/booking/check-in-window';
import {
  allowedSpaceBookingActions,
  type SpaceBookingAction,
  type StatusBooking,
} from '@buchbar/domain/space-booking-transitions';
import type { SpaceBooking } from '../api/types';

export type BookingActionKey = 'checkIn' | 'cancel' | 'confirm' | 'decline';

const KEY_OF: Record<SpaceBookingAction, BookingActionKey> = {
  confirm: 'confirm',
  decline: 'decline',
  'check-in': 'checkIn',
  cancel: 'cancel',
};

/** The domain's view of a booking the API sent. */
export function toStatusBooking(
  booking: Pick<SpaceBooking, 'status' | 'start' | 'end' | 'organizer' | 'participant'>,
): StatusBooking {
  return {
    status: booking.status,
    start: Date.parse(booking.start),
    end: Date.parse(booking.end),
    organizerEmail: booking.organizer.email,
    participantEmail: booking.participant.email,
  };
}

/**
 * Buttons offered for a booking (spec 4): exactly the actions the domain (and so the server)
 * accepts at `now` — check-in only inside the half-open check-in window, confirm only before
 * the start, nothing on completed, cancelled or locked bookings.
 */
export function availableActions(
  booking: Pick<SpaceBooking, 'status' | 'start' | 'end' | 'organizer' | 'participant'>,
  userEmail: string,
  now: Date,
  checkInWindow: CheckInWindowSpec,
): BookingActionKey[] {
  return allowedSpaceBookingActions(
    toStatusBooking(booking),
    { email: userEmail },
    now.getTime(),
    checkInWindow,
  ).map((action) => KEY_OF[action]);
}

/** API path segment of an action. */
export function actionPath(action: BookingActionKey): SpaceBookingAction {
  return action === 'checkIn' ? 'check-in' : action;
}
