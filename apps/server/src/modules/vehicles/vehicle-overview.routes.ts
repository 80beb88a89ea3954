import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { VehicleOverview, VehicleOverviewQuery } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authorizer } from '../access/access.module';
import type { VehicleOverviewService } from './vehicle-overview.service';

/** The fleet overview `/fahrzeuge/uebersicht` (issue 11 point 8): fleet managers (fahrzeug_pflege). */
export function registerVehicleOverviewRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; overview: VehicleOverviewService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/vehicle-overview',
    {
      schema: {
        tags: ['vehicles'],
        description:
          'All active vehicles with their bookings and blocks in [from, to) (at most 31 days), ' +
          'actual trip times, and trips running late. Needs fahrzeug_pflege.',
        querystring: VehicleOverviewQuery,
        response: { 200: VehicleOverview, ...ERROR_RESPONSES },
      },
    },
    async (req) => d.overview.overview(await d.authz.require(req, 'fahrzeug_pflege'), req.query),
  );
}
