import type { BookingStatus } from '../booking/status';
import type { EpochMs } from '../time/zoned-time';
import { type ApproverRow, isApproved } from './approval';
import { type TripRules, tripCheckInWindow } from './trip-flow';

/**
 * The key hand-over terminal `/officelocker` (spec 2 names only the route; ADR 0009 gap 7).
 * A driver identifies with the booking's short code (typed, or read from the QR code in the
 * booking mail or app); the terminal offers the pick-up inside the check-in window and the return
 * while the trip runs. The code is made by the server from random bytes and stored as a hash.
 */
/** Without 0/O, 1/I/L: read aloud and typed on a touch screen without confusion. */
export const LOCKER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const LOCKER_CODE_LENGTH = 6;

/** Upper case, without spaces and dashes ("ab3-k9x" and "AB3 K9X" are the same code). */
export function normalizeLockerCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isLockerCodeWellFormed(code: string): boolean {
  return code.length === LOCKER_CODE_LENGTH && [...code].every((c) => LOCKER_CODE_ALPHABET.includes(c));
}

/**
 * A code from random bytes (the server passes `crypto.randomBytes`). Bytes at or above the last
 * whole multiple of the alphabet size are skipped, so every character is equally likely; returns
 * null when the bytes run out (ask again with more).
 */
export function lockerCodeFromBytes(bytes: Uint8Array): string | null {
  const size = LOCKER_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += LOCKER_CODE_ALPHABET[byte % size];
    if (code.length === LOCKER_CODE_LENGTH) return code;
  }
  return null;
}

export type LockerBooking = {
  readonly type: string;
  readonly status: BookingStatus;
  readonly start: EpochMs;
  readonly approvers: readonly ApproverRow[];
  readonly guestConfirmed: boolean;
};

/** The statuses a trip shows its key code in: approved and released, or running (issue 22 point 2). */
export const LOCKER_CODE_STATUSES: readonly BookingStatus[] = ['reserviert', 'aktiv'];

/** What a trip's key code is (issue 22 point 2): there, not yet (held for approval), or none. */
export type LockerCodeState = 'available' | 'NOT_APPROVED' | 'none';

/**
 * A key code exists, is shown and is accepted only for an approved trip: `reserviert` with its
 * approval given (or none needed), or running. A held trip (`vorgemerkt`: an approval or the
 * guest's confirmation outstanding) is NOT_APPROVED; a block, a finished or cancelled trip has
 * no code. The terminal asks the same question before it offers a step.
 */
export function lockerCodeState(
  booking: Pick<LockerBooking, 'type' | 'status' | 'approvers'>,
): LockerCodeState {
  if (booking.type !== 'BUCHUNG') return 'none';
  if (booking.status === 'aktiv') return 'available';
  if (booking.status === 'vorgemerkt') return 'NOT_APPROVED';
  if (booking.status !== 'reserviert') return 'none';
  return isApproved(booking.approvers) ? 'available' : 'NOT_APPROVED';
}

/**
 * What the terminal offers for a code at `now`: `pickup` inside the check-in window of a
 * reserved, approved, confirmed trip (the check-in itself is still `decideCheckIn`), `return`
 * while the trip runs (the check-out form follows), otherwise nothing, which the terminal
 * shows exactly like an unknown code (it reveals no booking to the next person in line).
 */
export function lockerStep(
  booking: LockerBooking,
  now: EpochMs,
  rules: TripRules,
): 'pickup' | 'return' | null {
  if (lockerCodeState(booking) !== 'available') return null;
  if (booking.status === 'aktiv') return 'return';
  if (booking.status !== 'reserviert' || !isApproved(booking.approvers) || !booking.guestConfirmed)
    return null;
  const window = tripCheckInWindow(booking.start, rules);
  return now >= window.start && now < window.end ? 'pickup' : null;
}
