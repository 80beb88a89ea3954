import { type SeatState, seatStyle } from '@/entities/seat-state/seat-palette';
import type { PublicSeatState } from '../api/get-public-occupancy';

/** The public states in legend order. */
export const PUBLIC_STATE_ORDER: readonly PublicSeatState[] = ['free', 'occupied', 'closed'];

/** The user map's colours and icons (entities/seat-state), so a plan looks the same everywhere. */
const AS_MAP_STATE: Record<PublicSeatState, SeatState> = {
  free: 'available',
  occupied: 'occupied',
  closed: 'closed',
};

export function publicMapState(state: PublicSeatState): SeatState {
  return AS_MAP_STATE[state];
}

export function publicSeatStyle(state: PublicSeatState) {
  return seatStyle(AS_MAP_STATE[state]);
}
