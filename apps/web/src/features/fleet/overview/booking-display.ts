import { type BookingStatus, NOT_STARTED_STATUSES, parseBookingStatus } from '@buchbar/domain/booking/status';
import type { VehicleBooking } from '../api/vehicle-bookings';

export type DisplayStatus = BookingStatus | 'awaitingApproval';

type Shown = Pick<VehicleBooking, 'status' | 'needsApproval' | 'approvedAt' | 'start' | 'end'>;

/** A special trip nobody approved yet is still 'vorgemerkt'; it is shown as "awaiting approval". */
export function displayStatus(b: Shown): DisplayStatus | null {
  const parsed = parseBookingStatus(b.status);
  if (!parsed.ok) return null;
  if (parsed.value === 'vorgemerkt' && b.needsApproval && b.approvedAt === null) return 'awaitingApproval';
  return parsed.value;
}

/**
 * Which actions a booking of the overview offers: cancel while it has not started as a trip
 * (vorgemerkt/reserviert; a running trip is ended by check-out, not cancelled, issue 22 point
 * 10; spec 4: a completed booking cannot be cancelled) and has not ended; change only before it starts.
 */
export function overviewActions(b: Shown, now: number): { cancel: boolean; edit: boolean } {
  const parsed = parseBookingStatus(b.status);
  if (!parsed.ok) return { cancel: false, edit: false };
  const notEnded = Date.parse(b.end) > now;
  return {
    cancel: NOT_STARTED_STATUSES.includes(parsed.value) && notEnded,
    edit: NOT_STARTED_STATUSES.includes(parsed.value) && Date.parse(b.start) > now,
  };
}

/** The overview lists what is still ahead (or running, even overdue); ended and cancelled trips drop out. */
export function upcomingVehicleBookings<T extends Shown>(list: readonly T[], now: number): T[] {
  return (
    list
      // A running trip stays listed past its planned end until it is ended (check-out).
      .filter(
        (b) =>
          (Date.parse(b.end) > now || b.status === 'aktiv') &&
          b.status !== 'storniert' &&
          b.status !== 'verschlossen',
      )
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  );
}
