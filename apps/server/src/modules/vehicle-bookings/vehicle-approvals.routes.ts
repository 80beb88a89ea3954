import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { VehicleApprovalCount } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authorizer } from '../access/access.module';
import type { VehicleBookingsService } from './vehicle-bookings.service';

/**
 * The approvers' menu badge (issue 10 point 7): `GET /api/v1/vehicle-bookings/approvals/count`.
 * Approver-only like approve and reject: without fahrzeug_freigabe_von_sonderfahrten it is a 403
 * (the web asks only when the session holds the permission).
 */
export function registerVehicleApprovalRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; bookings: VehicleBookingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/vehicle-bookings/approvals/count',
    {
      schema: {
        tags: ['vehicle-bookings'],
        response: { 200: VehicleApprovalCount, ...ERROR_RESPONSES },
      },
    },
    async (req) => ({
      count: await d.bookings.countApprovals(
        await d.authz.require(req, 'fahrzeug_freigabe_von_sonderfahrten'),
      ),
    }),
  );
}
