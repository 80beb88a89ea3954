import { type BookingStatus, OCCUPYING_STATUSES } from './booking/status';
import { err, ok, type Result } from './result';

/** A place the person holds in the product (they are its participant), as the check needs it. */
export type HeldPlace = {
  bookingId: string;
  spaceId: string;
  spaceLabel: string;
  start: number;
  end: number;
  status: BookingStatus;
  groupSize: number;
};

/** The place someone wants, [start, end), and for whom. */
export type PlaceClaim = {
  start: number;
  end: number;
  groupSize: number;
  /** The person who will sit there is the one booking (or confirming a booking made for them). */
  forSelf: boolean;
  /** Tenant option `spaces.allowMultipleSeatsPerPerson`. */
  allowMultiple: boolean;
  /** The booking being confirmed, which never conflicts with itself. */
  bookingId?: string;
};

/** Only a single person's place counts: a group booking (a room for a meeting) is no one's seat. */
const isPersonalPlace = (groupSize: number) => groupSize <= 1;

/** Whether the rule looks at the person's places at all (the server then reads them under a lock). */
export function oneSeatRuleApplies(claim: PlaceClaim): boolean {
  return !claim.allowMultiple && claim.forSelf && isPersonalPlace(claim.groupSize);
}

/**
 * Issue 22 point 8, "one person, one seat at a time": booking (or confirming) a place of a
 * product for oneself is refused with ALREADY_BOOKED_ELSEWHERE while the person holds another
 * place of the same product at an overlapping time (half-open: back-to-back is fine). The
 * details name the place held (the earliest one). Not checked: an organiser booking for someone
 * else, group bookings (groupSize > 1, on both sides), and tenants that allow several places.
 * The caller passes the person's places of this product only.
 */
export function checkOneSeatPerPerson(claim: PlaceClaim, held: readonly HeldPlace[]): Result<true> {
  if (!oneSeatRuleApplies(claim)) return ok(true);
  const clash = held
    .filter(
      (h) =>
        h.bookingId !== claim.bookingId &&
        OCCUPYING_STATUSES.includes(h.status) &&
        isPersonalPlace(h.groupSize) &&
        h.start < claim.end &&
        claim.start < h.end,
    )
    .sort((a, b) => a.start - b.start || a.spaceLabel.localeCompare(b.spaceLabel))[0];
  if (!clash) return ok(true);
  return err('ALREADY_BOOKED_ELSEWHERE', {
    spaceId: clash.spaceId,
    spaceLabel: clash.spaceLabel,
    bookingId: clash.bookingId,
    start: new Date(clash.start).toISOString(),
    end: new Date(clash.end).toISOString(),
  });
}
