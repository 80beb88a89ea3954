import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import { registerObjectAttributeRoutes } from './object-attributes.routes';
import { ObjectAttributesService } from './object-attributes.service';
import { registerVehicleRoutes } from './vehicles.routes';
import { type FleetDeps, VehiclesService } from './vehicles.service';

/**
 * Front door of the fleet context (ADR 0008): vehicles, their object attributes and history,
 * and (later) vehicle bookings. The only file other modules and the composition root import.
 */
export function registerFleetModule(app: FastifyInstance, d: FleetDeps & { authz: Authorizer }): void {
  registerVehicleRoutes(app, { authz: d.authz, vehicles: new VehiclesService(d) });
  registerObjectAttributeRoutes(app, {
    authz: d.authz,
    attributes: new ObjectAttributesService(d.pool, d.db),
  });
}
