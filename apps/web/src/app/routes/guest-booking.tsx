import { GuestBookingPage } from '../../features/fleet/guest-link/guest-booking-page';

/** /pub/fahrzeugbuchungstorno?token=… in the base layout without sign-in; the page sets its own title. */
export function GuestBookingRoute() {
  return <GuestBookingPage />;
}
