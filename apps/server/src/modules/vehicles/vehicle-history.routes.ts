import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { VehicleHistoryEntry, VehicleHistoryQuery } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { VehicleHistoryService } from './vehicle-history.service';

const IdParams = z.object({ id: z.uuid() });

/** The vehicle history for fleet care (fahrzeug_pflege); another tenant's vehicle is 404. */
export function registerVehicleHistoryRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; history: VehicleHistoryService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/vehicles/:id/history',
    {
      schema: {
        tags: ['vehicles'],
        description:
          'Every entry of the vehicle, newest first, with readings, damages (photo links), receipts and ' +
          'attributes. Filter: type (repeatable or comma-separated), from/to (Europe/Berlin days, inclusive). ' +
          'A further page: headers X-Next-Cursor and Link rel="next".',
        params: IdParams,
        querystring: VehicleHistoryQuery,
        response: { 200: z.array(VehicleHistoryEntry), ...ERROR_RESPONSES },
      },
    },
    async (req, reply) => {
      const p = await d.authz.require(req, 'fahrzeug_pflege');
      const page = await d.history.page(p, req.params.id, req.query);
      if (page.next) {
        reply.header('X-Next-Cursor', page.next);
        const url = new URL(req.url, 'http://x');
        url.searchParams.set('cursor', page.next);
        reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
      }
      return page.entries;
    },
  );
}
