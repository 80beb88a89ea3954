import { err, ok, type Result } from '../result';
import type { EpochMs } from '../time/zoned-time';
import { type CheckInWindowSpec, isCheckInOver } from './check-in-window';

/**
 * Booking statuses of spec 4, shared by reading rooms and vehicles, German values as stored.
 * 'durchgefuehrt' is the ASCII spelling of "durchgeführt" (parseBookingStatus accepts both,
 * everything stores the ASCII one). The database refuses any other value (migration 0007).
 */
export const BOOKING_STATUSES = [
  'vorgemerkt',
  'reserviert',
  'aktiv',
  'durchgefuehrt',
  'storniert',
  'verschlossen',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Named values, so code outside the domain never spells a status. */
export const BOOKING_STATUS = {
  tentative: 'vorgemerkt',
  reserved: 'reserviert',
  active: 'aktiv',
  completed: 'durchgefuehrt',
  cancelled: 'storniert',
  closed: 'verschlossen',
} as const satisfies Record<string, BookingStatus>;

/**
 * Statuses whose bookings hold their resource. 'durchgefuehrt' (checked in) still occupies its
 * period; 'storniert' (cancelled) and 'verschlossen' (closed, archived) do not.
 */
export const OCCUPYING_STATUSES: readonly BookingStatus[] = [
  'vorgemerkt',
  'reserviert',
  'aktiv',
  'durchgefuehrt',
];

/** Not yet checked in: awaiting confirmation or check-in (what a release or a cancel-all touches). */
export const NOT_STARTED_STATUSES: readonly BookingStatus[] = ['vorgemerkt', 'reserviert'];

/** Statuses a booking can still be cancelled from (spec 4: "a completed booking cannot be cancelled"). */
export const OPEN_STATUSES: readonly BookingStatus[] = ['vorgemerkt', 'reserviert', 'aktiv'];

/**
 * Every status change any vertical may make (spec 4). Reading room: vorgemerkt -> reserviert
 * (confirmed) or storniert (declined, expired), reserviert -> durchgefuehrt (checked in) or
 * storniert. Vehicles: check-in (start of trip) makes a booking aktiv, check-out makes it
 * durchgefuehrt; an aktiv booking can still be cancelled. 'verschlossen' (archived) is set by
 * no transition yet.
 */
export const BOOKING_STATUS_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  vorgemerkt: ['reserviert', 'storniert'],
  reserviert: ['aktiv', 'durchgefuehrt', 'storniert'],
  aktiv: ['durchgefuehrt', 'storniert'],
  durchgefuehrt: [],
  storniert: [],
  verschlossen: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_STATUS_TRANSITIONS[from].includes(to);
}

/** `to` if the table allows the step, else INVALID_STATUS_TRANSITION naming the action. */
export function transition(from: BookingStatus, to: BookingStatus, action: string): Result<BookingStatus> {
  return canTransition(from, to) ? ok(to) : err('INVALID_STATUS_TRANSITION', { from, action });
}

export function parseBookingStatus(value: string): Result<BookingStatus> {
  const normalized = value === 'durchgeführt' ? 'durchgefuehrt' : value;
  const found = BOOKING_STATUSES.find((s) => s === normalized);
  return found ? ok(found) : err('UNKNOWN_STATUS', { value });
}

/** What the time-driven rules need (no-show, expiry, capacity). */
export type BookingTiming = { status: BookingStatus; start: EpochMs; end: EpochMs };

/** How a resource holds bookings: release no-shows or not, and its check-in window. */
export type HoldingRules = { releaseNoShows: boolean; windowMinutes?: CheckInWindowSpec };

/** No-show: still reserviert when the check-in window has closed (spec 9 "no-show release"). */
export function isNoShow(booking: BookingTiming, now: EpochMs, window?: CheckInWindowSpec): boolean {
  return booking.status === 'reserviert' && isCheckInOver(booking.start, now, window);
}

/** Unconfirmed after the confirmation deadline (start): the resource is no longer held. */
export function isConfirmationExpired(booking: BookingTiming, now: EpochMs): boolean {
  return booking.status === 'vorgemerkt' && now >= booking.start;
}

/**
 * The system transition a scheduler applies: expired pre-bookings, and no-shows when the tenant
 * releases them, become storniert. Returns null when nothing is due.
 */
export function releaseDueStatus(
  booking: BookingTiming,
  now: EpochMs,
  options: HoldingRules,
): 'storniert' | null {
  if (isConfirmationExpired(booking, now)) return 'storniert';
  if (options.releaseNoShows && isNoShow(booking, now, options.windowMinutes)) return 'storniert';
  return null;
}

/** Whether a booking holds its capacity at `now` (used by the capacity sweep). */
export function occupiesCapacity(booking: BookingTiming, now: EpochMs, options: HoldingRules): boolean {
  return OCCUPYING_STATUSES.includes(booking.status) && releaseDueStatus(booking, now, options) === null;
}
