import type { SpaceBooking } from '@buchbar/contracts/spaces';
import type { z } from 'zod';

export type BookingStatus = z.infer<typeof SpaceBooking>['status'];

export interface StatusColours {
  background: string;
  foreground: string;
}

const STATUS_COLOURS: Record<BookingStatus, StatusColours> = {
  vorgemerkt: { background: '#626A95', foreground: '#FFFFFF' },
  reserviert: { background: '#E0B957', foreground: '#1A1B1E' },
  // blue 9: white text on it keeps 4.5:1 (axe color-contrast; #1C7ED6 had 4.0:1)
  aktiv: { background: '#1864AB', foreground: '#FFFFFF' },
  durchgefuehrt: { background: '#08775A', foreground: '#FFFFFF' },
  storniert: { background: '#5F666D', foreground: '#FFFFFF' },
  verschlossen: { background: '#343A40', foreground: '#FFFFFF' },
};

/** Badge colours of the booking statuses (spec 4: vorgemerkt #626A95, reserviert #E0B957). */
export function bookingStatusColours(status: BookingStatus): StatusColours {
  return STATUS_COLOURS[status];
}
