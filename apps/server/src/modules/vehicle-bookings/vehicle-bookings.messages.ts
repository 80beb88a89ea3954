import { FLEET_MESSAGES } from '@buchbar/domain/fleet/messages';
import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

/** The domain's fleet rule codes (availability, booking times, special trips, bookers), as they are. */
registerMessages(FLEET_MESSAGES);

/** Error codes of the vehicle bookings in German and English. */
registerMessages({
  BULK_CANCEL_FILTER_MISSING: {
    de: 'Bitte wählen Sie Buchungen, ein Fahrzeug oder einen Zeitraum zum Stornieren.',
    en: 'Please choose bookings, a vehicle or a time range to cancel.',
  },
});

registerConstraintCodes({
  // The database's backstop against double booking (migration 0008, ADR 0008).
  vehicle_bookings_no_overlap: { code: 'VEHICLE_ALREADY_BOOKED', status: 409 },
});
