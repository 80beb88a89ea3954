import type { SpaceBooking } from '../api/types';

export type BookingActionKey = 'checkIn' | 'cancel' | 'confirm' | 'decline';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Buttons offered for a booking (spec 4); the server re-checks every transition.
 * Participant of a tentative booking: confirm/decline. Participant of a reserved one: check in
 * (the server enforces the 15-minute window) or cancel. The organizer may cancel what is still
 * tentative or reserved. Completed, cancelled and locked bookings offer nothing.
 */
export function availableActions(
  booking: Pick<SpaceBooking, 'status' | 'organizer' | 'participant'>,
  userEmail: string,
): BookingActionKey[] {
  const participant = same(booking.participant.email, userEmail);
  const organizer = same(booking.organizer.email, userEmail);
  if (booking.status === 'vorgemerkt') {
    if (participant && !organizer) return ['confirm', 'decline'];
    return organizer ? ['cancel'] : [];
  }
  if (booking.status === 'reserviert') {
    if (participant) return ['checkIn', 'cancel'];
    return organizer ? ['cancel'] : [];
  }
  return [];
}

/** API path segment of an action. */
export function actionPath(action: BookingActionKey): 'check-in' | 'cancel' | 'confirm' | 'decline' {
  return action === 'checkIn' ? 'check-in' : action;
}
