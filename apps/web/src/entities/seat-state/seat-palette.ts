import type { SeatState as SeatStateSchema } from '@buchbar/contracts/spaces';
import type { z } from 'zod';

/** A seat's state on a plan (user map, kiosk): spec 2. */
export type SeatState = z.infer<typeof SeatStateSchema>;

/** Icon drawn inside each seat marker and legend entry: the state never depends on colour alone. */
export type SeatIcon = 'check' | 'clock' | 'cross' | 'user' | 'hourglass' | 'lock';

export interface SeatStyle {
  background: string;
  foreground: string;
  icon: SeatIcon;
  /** Partly busy seats get stripes, a second cue besides hue for colour-blind users. */
  striped: boolean;
}

/**
 * Legend order and palette (spec 2 states), shared by the user map and the kiosk. Spec 4 fixes
 * two colours: reserviert #E0B957 (used for "your place": your booking) and vorgemerkt #626A95
 * (used for "reserved": a pre-booking waiting for confirmation). The others follow the Okabe–Ito
 * hues, darkened so white text and icons keep a contrast of at least 4.5:1.
 */
export const SEAT_STATE_ORDER: readonly SeatState[] = [
  'available',
  'hourlyOccupied',
  'occupied',
  'yours',
  'reserved',
  'closed',
];

const STYLES: Record<SeatState, SeatStyle> = {
  available: { background: '#08775A', foreground: '#FFFFFF', icon: 'check', striped: false },
  hourlyOccupied: { background: '#9C3F7E', foreground: '#FFFFFF', icon: 'clock', striped: true },
  occupied: { background: '#B13B1E', foreground: '#FFFFFF', icon: 'cross', striped: false },
  yours: { background: '#E0B957', foreground: '#1A1B1E', icon: 'user', striped: false },
  reserved: { background: '#626A95', foreground: '#FFFFFF', icon: 'hourglass', striped: false },
  closed: { background: '#5F666D', foreground: '#FFFFFF', icon: 'lock', striped: false },
};

export function seatStyle(state: SeatState): SeatStyle {
  return STYLES[state];
}
