import { seatStyle } from '@/entities/seat-state/seat-palette';
import type { KioskSeatState } from '../api/get-kiosk-map';

/**
 * The kiosk shows the user map's palette (entities/seat-state). A kiosk has no user, so
 * "your place" never appears.
 */
export const KIOSK_STATE_ORDER: readonly KioskSeatState[] = [
  'available',
  'hourlyOccupied',
  'occupied',
  'reserved',
  'closed',
];

/** CSS background of a marker, read from a distance: darker stripes for partly busy seats. */
export function seatBackground(state: KioskSeatState): string {
  const { background, striped } = seatStyle(state);
  return striped
    ? `repeating-linear-gradient(45deg, ${background} 0 6px, color-mix(in srgb, ${background} 70%, black) 6px 12px)`
    : background;
}
