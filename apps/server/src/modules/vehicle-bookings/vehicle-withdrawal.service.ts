import type { CancelOpenBookings, FleetDeps } from '../vehicles/vehicles.module';
import * as cancellations from './booking-cancellations.repository';
import { vehicleIcs } from './vehicle-booking-calendar';
import { cancellationMail, mailLanguage, vehicleLink } from './vehicle-booking-mails';

/**
 * What a vehicle's withdrawal (spec 4: deactivation, a new location, a new validity) does to its
 * bookings, for the vehicles module (the composition root hands it in): the bookings and blocks
 * that have not started (all, or those outside the new validity) are cancelled with the given
 * reason in the caller's transaction, and each booker of a trip is mailed through the outbox with
 * the calendar's CANCEL.
 */
export function openBookingsCanceller(
  d: Pick<FleetDeps, 'settings' | 'outbox' | 'calendar'>,
): CancelOpenBookings {
  return async (tx, p, v, now, reason, outside) => {
    const bookings = await cancellations.openBookings(tx.db, v.vehicle.id, now, outside);
    await cancellations.cancelBookings(
      tx.db,
      bookings.map((b) => b.id),
      p.userId,
      reason,
      now,
    );
    for (const b of bookings) {
      if (b.type !== 'BUCHUNG') continue;
      const { values } = await d.settings.effective(p.tenantId, b.bookerId);
      const lang = mailLanguage(values);
      await d.outbox.queue(
        tx,
        {
          kind: 'vehicles.bookingCancelled',
          link: vehicleLink(v.vehicle.id),
          ...cancellationMail(p.tenantId, b, v, reason, lang),
          ...vehicleIcs(
            d.calendar,
            'CANCEL',
            {
              ...b,
              tenantId: p.tenantId,
              vehicleId: v.vehicle.id,
              status: 'storniert',
              changedAt: now.getTime(),
            },
            v,
            { email: b.bookerEmail, lang },
            now.getTime(),
          ),
        },
        values,
      );
    }
    return bookings.length;
  };
}
