import type { BookingStatus } from '@buchbar/domain/booking/status';
import type { BookingRow } from './space-bookings.repository';

/**
 * What the answer needs of a booking: a row read with its seat and people (BookingRow), or the
 * same fields a service knows without reading back (a booking it just inserted).
 */
export type PresentableBooking = Pick<
  BookingRow,
  'spaceLabel' | 'floorPlanId' | 'organizerEmail' | 'organizerName' | 'participantEmail' | 'participantName'
> & {
  booking: Pick<
    BookingRow['booking'],
    | 'id'
    | 'spaceId'
    | 'startAt'
    | 'endAt'
    | 'status'
    | 'organizerId'
    | 'participantId'
    | 'groupSize'
    | 'createdAt'
    | 'checkedInAt'
    | 'noShow'
    | 'cancelReason'
  >;
};

/** A booking as the API shows it (instants as ISO 8601 with offset, UTC). */
export function presentBooking(r: PresentableBooking) {
  const b = r.booking;
  return {
    id: b.id,
    spaceId: b.spaceId,
    spaceLabel: r.spaceLabel,
    floorPlanId: r.floorPlanId,
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    status: b.status as BookingStatus,
    organizer: { id: b.organizerId, email: r.organizerEmail, name: r.organizerName },
    participant: { id: b.participantId, email: r.participantEmail, name: r.participantName },
    groupSize: b.groupSize,
    createdAt: b.createdAt.toISOString(),
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    noShow: b.noShow,
    cancelReason: b.cancelReason,
  };
}

/** The domain's view of a stored booking (timing, status, the two people by e-mail). */
export function toDomainBooking(r: BookingRow) {
  return {
    status: r.booking.status as BookingStatus,
    start: r.booking.startAt.getTime(),
    end: r.booking.endAt.getTime(),
    organizerEmail: r.organizerEmail,
    participantEmail: r.participantEmail,
    groupSize: r.booking.groupSize,
  };
}
