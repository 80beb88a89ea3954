import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { BulkCancelInput, BulkCancelResult } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authorizer } from '../access/access.module';
import type { BulkCancelService } from './bulk-cancel.service';

/** Bulk cancel of vehicle bookings: fleet care (fahrzeug_pflege). */
export function registerBulkCancelRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; bulk: BulkCancelService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/vehicle-bookings/cancel',
    {
      schema: {
        tags: ['vehicle-bookings'],
        body: BulkCancelInput,
        response: { 200: BulkCancelResult, ...ERROR_RESPONSES },
      },
    },
    async (req) => d.bulk.cancel(await d.authz.require(req, 'fahrzeug_pflege'), req.body),
  );
}
