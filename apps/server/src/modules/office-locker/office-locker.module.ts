import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import { type TripFileStore, TripsService } from '../trips/trips.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { registerOfficeLockerRoutes } from './office-locker.routes';
import { OfficeLockerService } from './office-locker.service';

/**
 * Front door of the office-locker context (issue 11 point 7; ADR 0009 gap 7): the key hand-over
 * terminals, the trips' codes and the vehicles' key compartments; a return at the terminal is the
 * driver's check-out through the trips module. The only file the composition root imports.
 */
export function registerOfficeLockerModule(
  app: FastifyInstance,
  d: FleetDeps & {
    authz: Authorizer;
    tripFiles?: TripFileStore;
    publicUrl?: string;
    /** The server secret the office-locker codes are derived from (ADR 0009 gap 7). */
    secret: () => Promise<string>;
  },
): void {
  registerOfficeLockerRoutes(app, {
    authz: d.authz,
    locker: new OfficeLockerService({
      ...d,
      trips: new TripsService({ ...d, files: d.tripFiles, publicUrl: d.publicUrl }),
    }),
  });
}
