import { describeCatalogue } from '../../../test/catalogue-harness';
import { clearDemoTrips, enableFleetPolicies } from '../../../test/fleet-fixtures';
import { VEHICLE_BOOKING_CASES, VEHICLES_START } from './catalogue-cases/vehicle-bookings.cases';

/** Issue 13 point 1: the vehicle booking entries of the catalogue over real SMTP (see the harness). */
describeCatalogue(
  'notification catalogue over real SMTP: vehicle bookings',
  {
    start: VEHICLES_START,
    setup: async (h) => {
      await clearDemoTrips(h.s.db.pool);
      await enableFleetPolicies(h.s.db.pool, ['vehicles.departmentCheck']);
    },
  },
  VEHICLE_BOOKING_CASES,
);
