import type { GuestBookingListItem } from '../api/guest-bookings';

/** The sidebar lists guest bookings still ahead or running; ended and cancelled ones drop out. */
export function upcomingGuestBookings<T extends Pick<GuestBookingListItem, 'status' | 'start' | 'end'>>(
  list: readonly T[],
  now: number,
): T[] {
  return list
    .filter((b) => Date.parse(b.end) > now && b.status !== 'storniert' && b.status !== 'verschlossen')
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
