import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import type { FilesService } from '../files/files.module';
import { type FleetJobDeps, registerApprovalExpiryJob } from './approval-expiry.job';
import { registerBulkCancelRoutes } from './bulk-cancel.routes';
import { BulkCancelService } from './bulk-cancel.service';
import { registerGuestBookingRoutes } from './guest-bookings.routes';
import { GuestBookingsService } from './guest-bookings.service';
import { registerLogbookRoutes } from './logbook.routes';
import { type FleetLogbook, LogbookService } from './logbook.service';
import { registerObjectAttributeRoutes } from './object-attributes.routes';
import { ObjectAttributesService } from './object-attributes.service';
import { registerOfficeLockerRoutes } from './office-locker.routes';
import { OfficeLockerService } from './office-locker.service';
import { registerTripSweepJob } from './trip-jobs.job';
import { registerTripRoutes } from './trips.routes';
import { type TripFileStore, TripsService } from './trips.service';
import { registerVehicleApprovalRoutes } from './vehicle-approvals.routes';
import { registerVehicleBlockRoutes } from './vehicle-blocks.routes';
import { VehicleBlocksService } from './vehicle-blocks.service';
import { registerVehicleBookingChangeRoutes } from './vehicle-booking-changes.routes';
import { VehicleBookingChangesService } from './vehicle-booking-changes.service';
import { registerVehicleBookingTimesRoutes } from './vehicle-booking-times.routes';
import { registerVehicleBookingRoutes } from './vehicle-bookings.routes';
import { VehicleBookingsService } from './vehicle-bookings.service';
import { findUnknownVehicleIds } from './vehicle-favourites.repository';
import { registerVehicleHistoryRoutes } from './vehicle-history.routes';
import { tripFileReadGuard, VehicleHistoryService } from './vehicle-history.service';
import { registerVehicleImageRoutes } from './vehicle-image.routes';
import { VehicleImageService, vehicleImageExists } from './vehicle-image.service';
import { VehicleListService } from './vehicle-list.service';
import { registerVehicleOverviewRoutes } from './vehicle-overview.routes';
import { VehicleOverviewService } from './vehicle-overview.service';
import { registerVehicleRoutes } from './vehicles.routes';
import { type FleetDeps, VehiclesService } from './vehicles.service';

/**
 * Front door of the fleet context (ADR 0008): vehicles, their object attributes and history,
 * bulk cancel of vehicle bookings, booking, approving and cancelling trips. The only file other modules and the composition root import.
 */
export function registerFleetModule(
  app: FastifyInstance,
  d: FleetDeps & {
    authz: Authorizer;
    files: FilesService;
    uploadMaxBytes: number;
    tripFiles?: TripFileStore;
    publicUrl?: string;
    /** The server secret the office-locker codes are derived from (ADR 0009 gap 7). */
    lockerSecret?: () => Promise<string>;
  },
): void {
  const guests = new GuestBookingsService(d);
  const bookings = new VehicleBookingsService({ ...d, guests });
  const unsubscribe = d.onAuthChange?.((change) => bookings.authChanged(change));
  if (unsubscribe) app.addHook('onClose', async () => unsubscribe());
  const vehicles = new VehiclesService({ ...d, imageExists: vehicleImageExists(d.db, d.files) });
  registerVehicleRoutes(app, { authz: d.authz, vehicles, bookings, list: new VehicleListService(d) });
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
  registerBulkCancelRoutes(app, { authz: d.authz, bulk: new BulkCancelService(d) });
  registerVehicleBookingRoutes(app, { authz: d.authz, bookings });
  // Favourites (user setting) name only vehicles of the user's own tenant.
  d.settings.checkReferences('vehicles.favouriteVehicles', (tenantId, value) =>
    findUnknownVehicleIds(d.db, tenantId, Array.isArray(value) ? value.map(String) : []),
  );
  registerVehicleApprovalRoutes(app, { authz: d.authz, bookings });
  registerVehicleBookingChangeRoutes(app, {
    authz: d.authz,
    changes: new VehicleBookingChangesService(d),
  });
  registerTripRoutes(app, {
    authz: d.authz,
    maxBytes: d.uploadMaxBytes,
    trips: new TripsService({ ...d, files: d.tripFiles, publicUrl: d.publicUrl }),
  });
  registerVehicleBlockRoutes(app, { authz: d.authz, blocks: new VehicleBlocksService(d) });
  registerVehicleOverviewRoutes(app, { authz: d.authz, overview: new VehicleOverviewService(d) });
  registerGuestBookingRoutes(app, { authz: d.authz, guests });
  registerVehicleHistoryRoutes(app, { authz: d.authz, history: new VehicleHistoryService(d.db) });
  // The logbook (issue 12, ADR 0010): entries are made by the check-out (TripsService).
  registerLogbookRoutes(app, {
    authz: d.authz,
    logbook: new LogbookService(d),
    settings: d.settings,
    clock: d.clock,
  });
  // Trip photos and receipts: fleet care and the trip's own driver only (ADR 0009 point 9).
  d.files.guardReads('vehicles', tripFileReadGuard(d.db));
  const lockerSecret = d.lockerSecret;
  if (lockerSecret)
    registerOfficeLockerRoutes(app, {
      authz: d.authz,
      locker: new OfficeLockerService({
        ...d,
        trips: new TripsService({ ...d, files: d.tripFiles, publicUrl: d.publicUrl }),
        secret: lockerSecret,
      }),
    });
}

/** The fleet's scheduled jobs (the approval deadline of special trips, ADR 0008 gap 3). */
export async function registerFleetJobs(d: FleetJobDeps): Promise<void> {
  await registerApprovalExpiryJob(d);
  await registerTripSweepJob(d);
}

/**
 * Every vehicle's logbook of a period with its verification and chain head, for the periodic
 * report of the reports module (ADR 0015); the composition root hands it in.
 */
export type FleetLogbookReader = {
  fleetLogbooks: (
    tenantId: string,
    period: { from: string; to: string; start: number; end: number },
  ) => Promise<FleetLogbook[]>;
};

export function createFleetLogbookReader(d: FleetDeps): FleetLogbookReader {
  const logbook = new LogbookService(d);
  return { fleetLogbooks: (tenantId, period) => logbook.fleetLogbooks(tenantId, period) };
}

export { expireSpecialTrips } from './approval-expiry.job';
export type { FleetLogbook } from './logbook.service';
export { type FleetLogbookExportModel, fleetLogbookPdf, fleetLogbookXlsx } from './logbook-export';
export { sweepTrips, TRIP_SWEEP_JOB } from './trip-jobs.job';
