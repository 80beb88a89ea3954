import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import type { FilesService } from '../files/files.module';
import { registerObjectAttributeRoutes } from './object-attributes.routes';
import { ObjectAttributesService } from './object-attributes.service';
import { registerVehicleBookingTimesRoutes } from './vehicle-booking-times.routes';
import { findUnknownVehicleIds } from './vehicle-favourites.repository';
import { registerVehicleHistoryRoutes } from './vehicle-history.routes';
import { VehicleHistoryService } from './vehicle-history.service';
import { registerVehicleImageRoutes } from './vehicle-image.routes';
import { VehicleImageService, vehicleImageExists } from './vehicle-image.service';
import { VehicleListService } from './vehicle-list.service';
import { registerVehicleOverviewRoutes } from './vehicle-overview.routes';
import { VehicleOverviewService } from './vehicle-overview.service';
import { registerVehicleRoutes } from './vehicles.routes';
import { type CancelOpenBookings, type FleetDeps, VehiclesService } from './vehicles.service';

/**
 * Front door of the vehicles context (ADR 0008): the pool vehicles and their administration
 * (master data, booking windows, deactivation, pictures, object attributes, history), the
 * searchable list with availability, the fleet overview and the favourites. The only file other
 * modules and the composition root import. Functions taking `db` run in the caller's transaction.
 *
 * `cancelOpenBookings` (a deactivation or a new location or validity cancels the bookings that
 * have not started) belongs to the vehicle-bookings module, which depends on this one: the
 * composition root hands it in.
 */
export function registerVehiclesModule(
  app: FastifyInstance,
  d: FleetDeps & {
    authz: Authorizer;
    files: FilesService;
    uploadMaxBytes: number;
    cancelOpenBookings: CancelOpenBookings;
  },
): void {
  const vehicles = new VehiclesService({ ...d, imageExists: vehicleImageExists(d.db, d.files) });
  registerVehicleRoutes(app, { authz: d.authz, vehicles, list: new VehicleListService(d) });
  registerVehicleBookingTimesRoutes(app, { authz: d.authz, vehicles });
  registerVehicleImageRoutes(app, {
    authz: d.authz,
    images: new VehicleImageService({ db: d.db, files: d.files, vehicles }),
    maxBytes: d.uploadMaxBytes,
  });
  registerObjectAttributeRoutes(app, {
    authz: d.authz,
    attributes: new ObjectAttributesService(d.pool, d.db),
  });
  // Favourites (user setting) name only vehicles of the user's own tenant.
  d.settings.checkReferences('vehicles.favouriteVehicles', (tenantId, value) =>
    findUnknownVehicleIds(d.db, tenantId, Array.isArray(value) ? value.map(String) : []),
  );
  registerVehicleOverviewRoutes(app, { authz: d.authz, overview: new VehicleOverviewService(d) });
  registerVehicleHistoryRoutes(app, { authz: d.authz, history: new VehicleHistoryService(d.db) });
}

export { listAttributes } from './object-attributes.repository';
export { vehicleName } from './vehicle.presenter';
export {
  findVehicle,
  insertHistory as recordVehicleHistory,
  listVehicles,
  lockVehicle,
  type VehicleRecord,
} from './vehicles.repository';
export type { CancelOpenBookings, FleetDeps } from './vehicles.service';
