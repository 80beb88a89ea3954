import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { ProductIdParams, ProductParams, Seat } from '@buchbar/contracts/spaces';
import { SeatInput, SeatPosition } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authorizer } from '../access/access.module';
import { requireCare } from './spaces-admin.policy';
import type { SpacesAdminService } from './spaces-admin.service';
import type { SpacesReadService } from './spaces-read.service';

const errors = ERROR_RESPONSES;
const base = '/api/v1/spaces/:product';

/** Seats and rooms of a floor plan with their equipment: equipment care (spec 5). */
export function registerSeatRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; admin: SpacesAdminService; reads: SpacesReadService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = d;
  const equipmentCare = requireCare(d, 'ausstattungs_pflege');

  r.post(
    `${base}/seats`,
    {
      schema: {
        tags: ['spaces'],
        params: ProductParams,
        body: SeatInput,
        response: { 201: Seat, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await admin.saveSeat(await equipmentCare(req, req.params.product), req.params.product, req.body),
        ),
  );
  r.put(
    `${base}/seats/:id`,
    {
      schema: {
        tags: ['spaces'],
        params: ProductIdParams,
        body: SeatInput,
        response: { 200: Seat, ...errors },
      },
    },
    async (req) =>
      admin.saveSeat(
        await equipmentCare(req, req.params.product),
        req.params.product,
        req.body,
        req.params.id,
      ),
  );
  r.patch(
    `${base}/seats/:id/position`,
    {
      schema: {
        tags: ['spaces'],
        params: ProductIdParams,
        body: SeatPosition,
        response: { 200: Seat, ...errors },
      },
    },
    async (req) =>
      admin.moveSeat(
        await equipmentCare(req, req.params.product),
        req.params.product,
        req.params.id,
        req.body,
      ),
  );
}
