import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import type { FilesService } from '../files/files.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { tripFileReadGuard } from './trip-files';
import { registerTripSweepJob, type TripJobDeps } from './trip-jobs.job';
import { registerTripRoutes } from './trips.routes';
import { type TripFileStore, TripsService } from './trips.service';

/**
 * Front door of the trips context (issue 11; ADR 0009): check-in and check-out with readings,
 * damages and files, the early check-in, and the timed work of trips (missed check-in, notices
 * and reminders, unconfirmed guests) with its mails. A check-out makes the trip's logbook entry.
 * The only file other modules and the composition root import. Functions taking `db` run in the
 * caller's transaction.
 */
export function registerTripsModule(
  app: FastifyInstance,
  d: FleetDeps & {
    authz: Authorizer;
    files: FilesService;
    uploadMaxBytes: number;
    tripFiles?: TripFileStore;
    publicUrl?: string;
  },
): void {
  registerTripRoutes(app, {
    authz: d.authz,
    maxBytes: d.uploadMaxBytes,
    trips: new TripsService({ ...d, files: d.tripFiles, publicUrl: d.publicUrl }),
  });
  // Trip photos and receipts: fleet care and the trip's own driver only (ADR 0009 point 9).
  d.files.guardReads('vehicles', tripFileReadGuard(d.db));
}

/** The trips' scheduled job: the trip sweep (ADR 0009 gap 4). */
export async function registerTripJobs(d: TripJobDeps): Promise<void> {
  await registerTripSweepJob(d);
}

export { sweepTrips, TRIP_SWEEP_JOB } from './trip-jobs.job';
export { lastMileage } from './trips.repository';
export { type TripDeps, type TripFileStore, TripsService } from './trips.service';
