import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { ProductIdParams, ProductParams, Seat } from '@buchbar/contracts/spaces';
import { SeatInput, SeatPosition } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCare, type SpacesAdminDeps } from './spaces-admin.policy';

const tags = ['spaces'];
const seats = '/api/v1/spaces/:product/seats';

/** Seats and rooms of a floor plan with their equipment: equipment care (spec 5). */
export function registerSeatRoutes(app: FastifyInstance, d: SpacesAdminDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const equipmentCare = requireCare(d, 'ausstattungs_pflege');

  r.post(
    seats,
    { schema: { tags, params: ProductParams, body: SeatInput, response: { 201: Seat, ...ERROR_RESPONSES } } },
    async (req, reply) => {
      const { product } = req.params;
      return reply
        .code(201)
        .send(await d.admin.saveSeat(await equipmentCare(req, product), product, req.body));
    },
  );
  r.put(
    `${seats}/:id`,
    {
      schema: { tags, params: ProductIdParams, body: SeatInput, response: { 200: Seat, ...ERROR_RESPONSES } },
    },
    async (req) => {
      const { product, id } = req.params;
      return d.admin.saveSeat(await equipmentCare(req, product), product, req.body, id);
    },
  );
  r.patch(
    `${seats}/:id/position`,
    {
      schema: {
        tags,
        params: ProductIdParams,
        body: SeatPosition,
        response: { 200: Seat, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      const { product, id } = req.params;
      return d.admin.moveSeat(await equipmentCare(req, product), product, id, req.body);
    },
  );
}
