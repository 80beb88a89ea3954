import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import type { FilesService } from '../files/files.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { registerOfficeLockerRoutes } from './office-locker.routes';
import { OfficeLockerService } from './office-locker.service';
import { tripFileReadGuard } from './trip-files';
import { registerTripSweepJob, type TripJobDeps } from './trip-jobs.job';
import { registerTripRoutes } from './trips.routes';
import { type TripFileStore, TripsService } from './trips.service';

/**
 * Front door of the fleet context (ADR 0009): check-in and check-out and the office locker (the
 * vehicles, their bookings and logbooks: the vehicles, vehicle-bookings and logbook modules). The
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

export { sweepTrips, TRIP_SWEEP_JOB } from './trip-jobs.job';
