import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { ServiceBookletEntry, ServicePeriodInput, VehicleBlockResult } from '@buchbar/contracts/fleet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/http/app-error';
import type { Authorizer } from '../access/access.module';
import type { VehicleBlocksService } from './vehicle-blocks.service';

const errors = ERROR_RESPONSES;
const tags = ['vehicles'];
const IdParams = z.object({ id: z.uuid() });

/**
 * Blocks (WARTUNG, SERVICE, DEFEKT) and the service booklet (issue 11 point 5): writing needs
 * fahrzeug_pflege; the booklet is read by whoever may book or keep vehicles.
 */
export function registerVehicleBlockRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; blocks: VehicleBlocksService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, blocks } = d;
  const care = (req: FastifyRequest) => authz.require(req, 'fahrzeug_pflege');

  r.post(
    '/api/v1/vehicles/:id/blocks',
    {
      schema: {
        tags,
        params: IdParams,
        body: ServicePeriodInput,
        response: { 201: VehicleBlockResult, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await blocks.block(await care(req), req.params.id, req.body)),
  );
  r.get(
    '/api/v1/vehicles/:id/service-booklet',
    { schema: { tags, params: IdParams, response: { 200: z.array(ServiceBookletEntry), ...errors } } },
    async (req) => {
      const p = await authz.principal(req);
      if (!p.permissions.includes('fahrzeug_pflege') && !p.permissions.includes('fahrzeug_buchen'))
        throw forbidden({ permission: 'fahrzeug_buchen' });
      return blocks.booklet(p, req.params.id);
    },
  );
  r.post(
    '/api/v1/vehicles/:id/service-booklet',
    {
      schema: {
        tags,
        params: IdParams,
        body: ServicePeriodInput,
        response: { 201: ServiceBookletEntry, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await blocks.addEntry(await care(req), req.params.id, req.body)),
  );
}
