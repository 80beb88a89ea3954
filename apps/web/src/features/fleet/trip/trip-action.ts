import { parseBookingStatus } from '@buchbar/domain/booking/status';
import { canActOnTrip, type TripRules, tripCheckInWindow, tripPhase } from '@buchbar/domain/fleet/trip-flow';
import type { VehicleBooking } from '../api/vehicle-bookings';

/** What the booking card offers for the trip: start it, end it, or say why it cannot start. */
export type TripAction = 'checkIn' | 'checkOut' | 'notApproved' | null;

type Shown = Pick<
  VehicleBooking,
  'id' | 'type' | 'status' | 'start' | 'end' | 'booker' | 'driver' | 'needsApproval' | 'approvedAt'
>;

/** The check-in settings of the signed-in user's effective settings (defaults of spec 9). */
export function tripRulesOf(settings: Record<string, unknown> | undefined): TripRules {
  const num = (key: string, fallback: number) => {
    const value = settings?.[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  };
  return {
    checkInBeforeStartMinutes: num('vehicles.checkInBeforeStartMinutes', 30),
    checkInActiveMinutes: num('vehicles.checkInActiveMinutes', 60),
  };
}

/**
 * The domain decides (tripPhase, canActOnTrip): "start trip" while the check-in window is open,
 * "end trip" while it runs (also past its planned end), and during the window of a special trip
 * nobody approved yet the spec's refusal instead of a button. Only for the person who may act
 * (the driver, or a fleet manager). The server decides again on submit.
 */
export function tripAction(
  b: Shown,
  actor: { userId: string; isFleetManager: boolean },
  now: number,
  rules: TripRules,
): TripAction {
  const status = parseBookingStatus(b.status);
  if (!status.ok || b.type !== 'BUCHUNG') return null;
  const start = Date.parse(b.start);
  const end = Date.parse(b.end);
  const approved = !b.needsApproval || b.approvedAt !== null;
  const booking = {
    id: b.id,
    type: 'BUCHUNG' as const,
    status: status.value,
    start,
    end,
    bookerId: b.booker.id,
    driverId: b.driver?.id ?? null,
    approvers: b.needsApproval ? [{ userId: '', approved }] : [],
    guest: b.driver ? null : { confirmed: true },
  };
  if (!canActOnTrip(actor, booking)) return null;
  const phase = tripPhase({ ...booking, checkedInAt: null, checkedOutAt: null }, now, rules);
  if (phase === 'checkInOpen') return 'checkIn';
  if (phase === 'running' || phase === 'overdue') return 'checkOut';
  if (phase === 'awaitingApproval') {
    const window = tripCheckInWindow(start, rules);
    return now >= window.start && now < window.end ? 'notApproved' : null;
  }
  return null;
}
