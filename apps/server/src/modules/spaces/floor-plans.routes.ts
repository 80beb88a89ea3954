import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { FloorPlan, ProductIdParams, ProductParams } from '@buchbar/contracts/spaces';
import { FloorPlanInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error';
import { requireCare, type SpacesAdminDeps } from './spaces-admin.policy';

const base = '/api/v1/spaces/:product';

/** Creating and changing floor plans needs object care (spec 5); reading them: spaces.routes.ts. */
export function registerFloorPlanRoutes(app: FastifyInstance, d: SpacesAdminDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const objects = requireCare(d, 'objekt_pflege');
  const plan = async (req: FastifyRequest, product: string, id: string) => {
    const found = (await d.reads.floorPlans(await d.authz.principal(req), product)).find((f) => f.id === id);
    if (!found) throw notFound();
    return found;
  };

  r.post(
    `${base}/floor-plans`,
    {
      schema: {
        tags: ['spaces'],
        params: ProductParams,
        body: FloorPlanInput,
        response: { 201: FloorPlan, ...ERROR_RESPONSES },
      },
    },
    async (req, reply) => {
      const id = await d.admin.saveFloorPlan(
        await objects(req, req.params.product),
        req.params.product,
        req.body,
      );
      return reply.code(201).send(await plan(req, req.params.product, id));
    },
  );
  r.put(
    `${base}/floor-plans/:id`,
    {
      schema: {
        tags: ['spaces'],
        params: ProductIdParams,
        body: FloorPlanInput,
        response: { 200: FloorPlan, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      const id = await d.admin.saveFloorPlan(
        await objects(req, req.params.product),
        req.params.product,
        req.body,
        req.params.id,
      );
      return plan(req, req.params.product, id);
    },
  );
}
