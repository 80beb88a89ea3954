import type { SeatState } from '../api/types';

/** Whether a click on a seat in this state opens the booking form (else details only). */
export function isBookableState(state: SeatState): boolean {
  return state === 'available' || state === 'hourlyOccupied';
}
