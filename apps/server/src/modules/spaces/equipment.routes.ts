import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { Equipment, EquipmentInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import { requireCare } from './spaces-admin.policy';
import type { SpacesAdminService } from './spaces-admin.service';
import type { SpacesReadService } from './spaces-read.service';

const errors = ERROR_RESPONSES;
const IdParams = z.object({ id: z.uuid() });

/** The tenant's equipment catalogue: everyone reads it, equipment care changes it (spec 5). */
export function registerEquipmentRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; admin: SpacesAdminService; reads: SpacesReadService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, admin } = d;
  const equipmentCare = requireCare(d, 'ausstattungs_pflege');

  r.get(
    '/api/v1/equipment',
    { schema: { tags: ['equipment'], response: { 200: z.array(Equipment), ...errors } } },
    async (req) => admin.equipment(await authz.principal(req)),
  );
  r.post(
    '/api/v1/equipment',
    { schema: { tags: ['equipment'], body: EquipmentInput, response: { 201: Equipment, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await admin.saveEquipment(await equipmentCare(req), req.body.name)),
  );
  r.put(
    '/api/v1/equipment/:id',
    {
      schema: {
        tags: ['equipment'],
        params: IdParams,
        body: EquipmentInput,
        response: { 200: Equipment, ...errors },
      },
    },
    async (req) => admin.saveEquipment(await equipmentCare(req), req.body.name, req.params.id),
  );
  r.delete(
    '/api/v1/equipment/:id',
    { schema: { tags: ['equipment'], params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await admin.deleteEquipment(await equipmentCare(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
