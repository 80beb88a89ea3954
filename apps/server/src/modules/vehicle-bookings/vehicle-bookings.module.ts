import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { type FleetJobDeps, registerApprovalExpiryJob } from './approval-expiry.job';
import { registerBulkCancelRoutes } from './bulk-cancel.routes';
import { BulkCancelService } from './bulk-cancel.service';
import { registerGuestBookingRoutes } from './guest-bookings.routes';
import { GuestBookingsService } from './guest-bookings.service';
import { registerVehicleApprovalRoutes } from './vehicle-approvals.routes';
import { registerVehicleBlockRoutes } from './vehicle-blocks.routes';
import { VehicleBlocksService } from './vehicle-blocks.service';
import { registerVehicleBookingChangeRoutes } from './vehicle-booking-changes.routes';
import { VehicleBookingChangesService } from './vehicle-booking-changes.service';
import { registerVehicleBookingRoutes } from './vehicle-bookings.routes';
import { VehicleBookingsService } from './vehicle-bookings.service';

/**
 * Front door of the vehicle bookings context (ADR 0008, 0018; issue 10, 11): booking a vehicle,
 * the start times of a vehicle's day, the overview lists, changing and cancelling a trip, special-
 * trip approvals and their deadline job, bulk cancel, guest bookings, blocks and the service
 * booklet, and the mails of all of them. The only file other modules and the composition root
 * import. Functions taking `db` run in the caller's transaction (under the vehicle's lock where
 * they change a booking).
 */
export function registerVehicleBookingsModule(
  app: FastifyInstance,
  d: FleetDeps & { authz: Authorizer; publicUrl?: string },
): void {
  const guests = new GuestBookingsService(d);
  const bookings = new VehicleBookingsService({ ...d, guests });
  const unsubscribe = d.onAuthChange?.((change) => bookings.authChanged(change));
  if (unsubscribe) app.addHook('onClose', async () => unsubscribe());
  registerBulkCancelRoutes(app, { authz: d.authz, bulk: new BulkCancelService(d) });
  registerVehicleBookingRoutes(app, { authz: d.authz, bookings });
  registerVehicleApprovalRoutes(app, { authz: d.authz, bookings });
  registerVehicleBookingChangeRoutes(app, {
    authz: d.authz,
    changes: new VehicleBookingChangesService(d),
  });
  registerVehicleBlockRoutes(app, { authz: d.authz, blocks: new VehicleBlocksService(d) });
  registerGuestBookingRoutes(app, { authz: d.authz, guests });
}

/** The scheduled job of vehicle bookings: the approval deadline of special trips (ADR 0008 gap 3). */
export async function registerVehicleBookingJobs(d: FleetJobDeps): Promise<void> {
  await registerApprovalExpiryJob(d);
}

export { vehicleIcs } from './vehicle-booking-calendar';
export { mailLanguage, vehicleLink } from './vehicle-booking-mails';
export {
  approversOf,
  busyPeriods,
  findBooking,
  setCancelled,
  type VehicleBookingRow,
} from './vehicle-bookings.repository';
export { openBookingsCanceller } from './vehicle-withdrawal.service';
