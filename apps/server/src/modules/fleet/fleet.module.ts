import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import type { FilesService } from '../files/files.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { registerLogbookRoutes } from './logbook.routes';
import { type FleetLogbook, LogbookService } from './logbook.service';
import { registerOfficeLockerRoutes } from './office-locker.routes';
import { OfficeLockerService } from './office-locker.service';
import { tripFileReadGuard } from './trip-files';
import { registerTripSweepJob, type TripJobDeps } from './trip-jobs.job';
import { registerTripRoutes } from './trips.routes';
import { type TripFileStore, TripsService } from './trips.service';

/**
 * Front door of the fleet context (ADR 0009, 0010): check-in and check-out, the logbook and the
 * office locker (the vehicles and their bookings: the vehicles and vehicle-bookings modules). The
 * only file other modules and the composition root import.
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
  registerTripRoutes(app, {
    authz: d.authz,
    maxBytes: d.uploadMaxBytes,
    trips: new TripsService({ ...d, files: d.tripFiles, publicUrl: d.publicUrl }),
  });
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

/** The fleet's scheduled job: the trip sweep (ADR 0009 gap 4). */
export async function registerFleetJobs(d: TripJobDeps): Promise<void> {
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

export type { FleetLogbook } from './logbook.service';
export { type FleetLogbookExportModel, fleetLogbookPdf, fleetLogbookXlsx } from './logbook-export';
export { sweepTrips, TRIP_SWEEP_JOB } from './trip-jobs.job';
