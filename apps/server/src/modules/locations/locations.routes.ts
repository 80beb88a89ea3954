import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { Location, LocationInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { LocationsService } from './locations.service';

const errors = ERROR_RESPONSES;
const tags = ['locations'];
const IdParams = z.object({ id: z.uuid() });

/** Everyone of the tenant reads locations; changing them needs object care (spec 5). */
export function registerLocationRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; locations: LocationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, locations } = d;
  const objects = (req: Parameters<Authorizer['require']>[0]) => authz.require(req, 'objekt_pflege');

  r.get(
    '/api/v1/locations',
    { schema: { tags, response: { 200: z.array(Location), ...errors } } },
    async (req) => locations.list(await authz.principal(req)),
  );
  r.post(
    '/api/v1/locations',
    { schema: { tags, body: LocationInput, response: { 201: Location, ...errors } } },
    async (req, reply) => reply.code(201).send(await locations.save(await objects(req), req.body)),
  );
  r.put(
    '/api/v1/locations/:id',
    { schema: { tags, params: IdParams, body: LocationInput, response: { 200: Location, ...errors } } },
    async (req) => locations.save(await objects(req), req.body, req.params.id),
  );
  r.delete(
    '/api/v1/locations/:id',
    { schema: { tags, params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await locations.remove(await objects(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
