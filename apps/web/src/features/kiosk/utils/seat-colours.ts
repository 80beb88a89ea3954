import type { KioskSeatState } from '../api/get-kiosk-map';

export interface SeatColour {
  background: string;
  foreground: string;
  /** Partly busy seats get stripes: the state never depends on hue alone. */
  striped: boolean;
}

/**
 * The user map's palette (spec 4 fixes reserviert #E0B957 and vorgemerkt #626A95; the rest are
 * Okabe–Ito hues darkened for 4.5:1 contrast), repeated here because features share no code.
 * A kiosk has no user, so "your place" never appears.
 */
export const KIOSK_STATE_ORDER: readonly KioskSeatState[] = [
  'available',
  'hourlyOccupied',
  'occupied',
  'reserved',
  'closed',
];

const COLOURS: Record<KioskSeatState, SeatColour> = {
  available: { background: '#08775A', foreground: '#FFFFFF', striped: false },
  hourlyOccupied: { background: '#9C3F7E', foreground: '#FFFFFF', striped: true },
  occupied: { background: '#B13B1E', foreground: '#FFFFFF', striped: false },
  yours: { background: '#E0B957', foreground: '#1A1B1E', striped: false },
  reserved: { background: '#626A95', foreground: '#FFFFFF', striped: false },
  closed: { background: '#5F666D', foreground: '#FFFFFF', striped: false },
};

export function seatColour(state: KioskSeatState): SeatColour {
  return COLOURS[state];
}

/** CSS background of a marker: stripes for partly busy seats. */
export function seatBackground(state: KioskSeatState): string {
  const { background, striped } = COLOURS[state];
  return striped
    ? `repeating-linear-gradient(45deg, ${background} 0 6px, color-mix(in srgb, ${background} 70%, black) 6px 12px)`
    : background;
}
