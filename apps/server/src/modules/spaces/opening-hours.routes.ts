import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { ProductIdParams } from '@buchbar/contracts/spaces';
import { OpeningExceptionInput, OpeningSchedule, WeeklyHoursInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import { requireCare } from './spaces-admin.policy';
import type { SpacesAdminService } from './spaces-admin.service';
import type { SpacesReadService } from './spaces-read.service';

const errors = ERROR_RESPONSES;
const schedulePath = '/api/v1/spaces/:product/floor-plans/:id/opening-hours';

/** A floor plan's weekly opening hours and their exceptions: opening-hours care (spec 5). */
export function registerOpeningHoursRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; admin: SpacesAdminService; reads: SpacesReadService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, admin } = d;
  const hours = requireCare(d, 'oeffnungszeiten_pflege');

  r.get(
    schedulePath,
    { schema: { tags: ['spaces'], params: ProductIdParams, response: { 200: OpeningSchedule, ...errors } } },
    async (req) => admin.schedule(await authz.principal(req), req.params.product, req.params.id),
  );
  r.put(
    schedulePath,
    {
      schema: {
        tags: ['spaces'],
        params: ProductIdParams,
        body: WeeklyHoursInput,
        response: { 200: OpeningSchedule, ...errors },
      },
    },
    async (req) =>
      admin.setWeekly(
        await hours(req, req.params.product),
        req.params.product,
        req.params.id,
        req.body.weekly,
      ),
  );
  r.post(
    `${schedulePath}/exceptions`,
    {
      schema: {
        tags: ['spaces'],
        params: ProductIdParams,
        body: OpeningExceptionInput,
        response: { 201: OpeningSchedule, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await admin.addException(
            await hours(req, req.params.product),
            req.params.product,
            req.params.id,
            req.body,
          ),
        ),
  );
  r.delete(
    `${schedulePath}/exceptions/:exceptionId`,
    {
      schema: {
        tags: ['spaces'],
        params: ProductIdParams.extend({ exceptionId: z.uuid() }),
        response: { 200: OpeningSchedule, ...errors },
      },
    },
    async (req) =>
      admin.removeException(
        await hours(req, req.params.product),
        req.params.product,
        req.params.id,
        req.params.exceptionId,
      ),
  );
}
