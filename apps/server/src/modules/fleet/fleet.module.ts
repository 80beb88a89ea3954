import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import { registerBulkCancelRoutes } from './bulk-cancel.routes';
import { BulkCancelService } from './bulk-cancel.service';
import { registerObjectAttributeRoutes } from './object-attributes.routes';
import { ObjectAttributesService } from './object-attributes.service';
import { registerVehicleBookingChangeRoutes } from './vehicle-booking-changes.routes';
import { VehicleBookingChangesService } from './vehicle-booking-changes.service';
import { registerVehicleBookingRoutes } from './vehicle-bookings.routes';
import { VehicleBookingsService } from './vehicle-bookings.service';
import { registerVehicleRoutes } from './vehicles.routes';
import { type FleetDeps, VehiclesService } from './vehicles.service';

/**
 * Front door of the fleet context (ADR 0008): vehicles, their object attributes and history,
 * bulk cancel of vehicle bookings, booking, approving and cancelling trips. The only file other modules and the composition root import.
 */
export function registerFleetModule(app: FastifyInstance, d: FleetDeps & { authz: Authorizer }): void {
  const bookings = new VehicleBookingsService(d);
  registerVehicleRoutes(app, { authz: d.authz, vehicles: new VehiclesService(d), bookings });
  registerObjectAttributeRoutes(app, {
    authz: d.authz,
    attributes: new ObjectAttributesService(d.pool, d.db),
  });
  registerBulkCancelRoutes(app, { authz: d.authz, bulk: new BulkCancelService(d) });
  registerVehicleBookingRoutes(app, { authz: d.authz, bookings });
  registerVehicleBookingChangeRoutes(app, {
    authz: d.authz,
    changes: new VehicleBookingChangesService(d),
  });
}
