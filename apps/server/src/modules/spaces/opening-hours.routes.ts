import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { ProductIdParams } from '@buchbar/contracts/spaces';
import { OpeningExceptionInput, OpeningSchedule, WeeklyHoursInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCare, type SpacesAdminDeps } from './spaces-admin.policy';

const tags = ['spaces'];
const schedulePath = '/api/v1/spaces/:product/floor-plans/:id/opening-hours';
const answer = { 200: OpeningSchedule, ...ERROR_RESPONSES };

/** A floor plan's weekly opening hours and their exceptions: opening-hours care (spec 5), reads too. */
export function registerOpeningHoursRoutes(app: FastifyInstance, d: SpacesAdminDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hours = requireCare(d, 'oeffnungszeiten_pflege');

  // The whole schedule is for those who keep it (README); bookers see a day's opening hours and
  // closed days in the map and bookable-days answers (issue 22 point 4).
  r.get(schedulePath, { schema: { tags, params: ProductIdParams, response: answer } }, async (req) =>
    d.admin.schedule(await hours(req, req.params.product), req.params.product, req.params.id),
  );
  r.put(
    schedulePath,
    { schema: { tags, params: ProductIdParams, body: WeeklyHoursInput, response: answer } },
    async (req) => {
      const { product, id } = req.params;
      return d.admin.setWeekly(await hours(req, product), product, id, req.body.weekly);
    },
  );
  r.post(
    `${schedulePath}/exceptions`,
    {
      schema: {
        tags,
        params: ProductIdParams,
        body: OpeningExceptionInput,
        response: { 201: OpeningSchedule, ...ERROR_RESPONSES },
      },
    },
    async (req, reply) => {
      const { product, id } = req.params;
      return reply
        .code(201)
        .send(await d.admin.addException(await hours(req, product), product, id, req.body));
    },
  );
  r.delete(
    `${schedulePath}/exceptions/:exceptionId`,
    { schema: { tags, params: ProductIdParams.extend({ exceptionId: z.uuid() }), response: answer } },
    async (req) => {
      const { product, id, exceptionId } = req.params;
      return d.admin.removeException(await hours(req, product), product, id, exceptionId);
    },
  );
}
