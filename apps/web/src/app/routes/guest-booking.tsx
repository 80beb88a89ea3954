import { GuestBookingPage } from '../../features/fleet/guest-link/guest-booking-page';

/** /pub/fahrzeugbuchungstorno?token=… in the public layout (no staff chrome), without sign-in; the page sets its own title. */
export function GuestBookingRoute() {
  return <GuestBookingPage />;
}
