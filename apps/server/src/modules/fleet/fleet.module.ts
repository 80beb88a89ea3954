import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import { registerBulkCancelRoutes } from './bulk-cancel.routes';
import { BulkCancelService } from './bulk-cancel.service';
import { registerObjectAttributeRoutes } from './object-attributes.routes';
import { ObjectAttributesService } from './object-attributes.service';
import { registerTripRoutes } from './trips.routes';
import { type TripFileStore, TripsService } from './trips.service';
import { registerVehicleBlockRoutes } from './vehicle-blocks.routes';
import { VehicleBlocksService } from './vehicle-blocks.service';
import { registerVehicleBookingTimesRoutes } from './vehicle-booking-times.routes';
import { registerVehicleBookingRoutes } from './vehicle-bookings.routes';
import { VehicleBookingsService } from './vehicle-bookings.service';
import { registerVehicleRoutes } from './vehicles.routes';
import { type FleetDeps, VehiclesService } from './vehicles.service';

/**
 * Front door of the fleet context (ADR 0008): vehicles, their object attributes and history,
 * bulk cancel of vehicle bookings, booking, approving and cancelling trips. The only file other modules and the composition root import.
 */
export function registerFleetModule(
  app: FastifyInstance,
  d: FleetDeps & { authz: Authorizer; tripFiles?: TripFileStore; publicUrl?: string },
): void {
  const bookings = new VehicleBookingsService(d);
  const vehicles = new VehiclesService(d);
  registerVehicleRoutes(app, { authz: d.authz, vehicles, bookings });
  registerVehicleBookingTimesRoutes(app, { authz: d.authz, vehicles });
  registerObjectAttributeRoutes(app, {
    authz: d.authz,
    attributes: new ObjectAttributesService(d.pool, d.db),
  });
  registerBulkCancelRoutes(app, { authz: d.authz, bulk: new BulkCancelService(d) });
  registerVehicleBookingRoutes(app, { authz: d.authz, bookings });
  registerTripRoutes(app, {
    authz: d.authz,
    trips: new TripsService({ ...d, files: d.tripFiles, publicUrl: d.publicUrl }),
  });
  registerVehicleBlockRoutes(app, { authz: d.authz, blocks: new VehicleBlocksService(d) });
}
