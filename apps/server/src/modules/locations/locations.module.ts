import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database/database';
import type { Authorizer } from '../access/access.module';
import { registerLocationRoutes } from './locations.routes';
import { LocationsService } from './locations.service';

/**
 * Front door of the locations context: sites shared by floor plans (spaces) and vehicles
 * (fleet). The only file other modules and the composition root import.
 */
export function registerLocationsModule(app: FastifyInstance, d: { db: Db; authz: Authorizer }): void {
  registerLocationRoutes(app, { authz: d.authz, locations: new LocationsService(d.db) });
}

export { assertLocationExists } from './locations.service';
