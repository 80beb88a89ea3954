import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { FloorPlan, ProductIdParams, ProductParams } from '@buchbar/contracts/spaces';
import { FloorPlanInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error';
import type { Authorizer } from '../access/access.module';
import { requireCare } from './spaces-admin.policy';
import type { SpacesAdminService } from './spaces-admin.service';
import type { SpacesReadService } from './spaces-read.service';

const errors = ERROR_RESPONSES;
const base = '/api/v1/spaces/:product';

/** Creating and changing floor plans needs object care (spec 5); reading them: spaces.routes.ts. */
export function registerFloorPlanRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; admin: SpacesAdminService; reads: SpacesReadService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, admin } = d;
  const objects = requireCare(d, 'objekt_pflege');
  const plan = async (req: FastifyRequest, product: string, id: string) => {
    const found = (await d.reads.floorPlans(await authz.principal(req), product)).find((f) => f.id === id);
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
        response: { 201: FloorPlan, ...errors },
      },
    },
    async (req, reply) => {
      const id = await admin.saveFloorPlan(
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
        response: { 200: FloorPlan, ...errors },
      },
    },
    async (req) => {
      const id = await admin.saveFloorPlan(
        await objects(req, req.params.product),
        req.params.product,
        req.body,
        req.params.id,
      );
      return plan(req, req.params.product, id);
    },
  );
}
