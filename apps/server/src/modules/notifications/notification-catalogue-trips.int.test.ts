import { describeCatalogue } from '../../../test/catalogue-harness';
import { clearDemoTrips } from '../../../test/fleet-fixtures';
import { TRIP_CASES, TRIPS_START } from './catalogue-cases/trips.cases';

/** Issue 13 point 1: the trip and guest entries of the catalogue over real SMTP (see the harness). */
describeCatalogue(
  'notification catalogue over real SMTP: trips and guests',
  {
    start: TRIPS_START,
    setup: async (h) => {
      await clearDemoTrips(h.s.db.pool);
      await h.setTenant({ 'vehicles.guestBooking': true });
    },
  },
  TRIP_CASES,
);
