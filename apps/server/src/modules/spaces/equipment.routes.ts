import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { Equipment, EquipmentInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCare, type SpacesAdminDeps } from './spaces-admin.policy';

const IdParams = z.object({ id: z.uuid() });

/** The tenant's equipment catalogue: everyone reads it, equipment care changes it (spec 5). */
export function registerEquipmentRoutes(app: FastifyInstance, d: SpacesAdminDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const equipmentCare = requireCare(d, 'ausstattungs_pflege');

  r.get(
    '/api/v1/equipment',
    { schema: { tags: ['equipment'], response: { 200: z.array(Equipment), ...ERROR_RESPONSES } } },
    async (req) => d.admin.equipment(await d.authz.principal(req)),
  );
  r.post(
    '/api/v1/equipment',
    {
      schema: { tags: ['equipment'], body: EquipmentInput, response: { 201: Equipment, ...ERROR_RESPONSES } },
    },
    async (req, reply) =>
      reply.code(201).send(await d.admin.saveEquipment(await equipmentCare(req), req.body.name)),
  );
  r.put(
    '/api/v1/equipment/:id',
    {
      schema: {
        tags: ['equipment'],
        params: IdParams,
        body: EquipmentInput,
        response: { 200: Equipment, ...ERROR_RESPONSES },
      },
    },
    async (req) => d.admin.saveEquipment(await equipmentCare(req), req.body.name, req.params.id),
  );
  r.delete(
    '/api/v1/equipment/:id',
    { schema: { tags: ['equipment'], params: IdParams, response: { 204: z.null(), ...ERROR_RESPONSES } } },
    async (req, reply) => {
      await d.admin.deleteEquipment(await equipmentCare(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
