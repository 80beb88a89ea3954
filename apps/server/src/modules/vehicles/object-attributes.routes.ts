import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { ObjectAttribute, ObjectAttributeInput, ObjectAttributeQuery } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { ObjectAttributesService } from './object-attributes.service';

const errors = ERROR_RESPONSES;
const tags = ['object-attributes'];
const IdParams = z.object({ id: z.uuid() });

/** Everyone of the tenant reads the definitions (the forms need them); fahrzeug_pflege writes them. */
export function registerObjectAttributeRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; attributes: ObjectAttributesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, attributes } = d;
  const care = (req: Parameters<Authorizer['require']>[0]) => authz.require(req, 'fahrzeug_pflege');

  r.get(
    '/api/v1/object-attributes',
    {
      schema: {
        tags,
        querystring: ObjectAttributeQuery,
        response: { 200: z.array(ObjectAttribute), ...errors },
      },
    },
    async (req) => attributes.list(await authz.principal(req), req.query.object),
  );
  r.post(
    '/api/v1/object-attributes',
    { schema: { tags, body: ObjectAttributeInput, response: { 201: ObjectAttribute, ...errors } } },
    async (req, reply) => reply.code(201).send(await attributes.save(await care(req), req.body)),
  );
  r.put(
    '/api/v1/object-attributes/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: ObjectAttributeInput,
        response: { 200: ObjectAttribute, ...errors },
      },
    },
    async (req) => attributes.save(await care(req), req.body, req.params.id),
  );
  r.delete(
    '/api/v1/object-attributes/:id',
    { schema: { tags, params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await attributes.remove(await care(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
