import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { FloorPlan, ProductIdParams, ProductParams, Seat } from '@buchbar/contracts/spaces';
import {
  Equipment,
  EquipmentInput,
  FloorPlanInput,
  Location,
  LocationInput,
  OpeningExceptionInput,
  OpeningSchedule,
  SeatInput,
  SeatPosition,
  WeeklyHoursInput,
} from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/app-error';
import type { Authorizer } from '../access/authorizer';
import type { SpacesAdminService } from './spaces-admin.service';
import type { SpacesReadService } from './spaces-read.service';

const errors = ERROR_RESPONSES;
const IdParams = z.object({ id: z.uuid() });
const base = '/api/v1/spaces/:product';

/** Spec 5 guards on the server: object care for plans/locations, equipment care for seats, opening-hours care. */
export function registerSpacesAdminRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; admin: SpacesAdminService; reads: SpacesReadService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, admin } = d;
  const need =
    (perm: 'objekt_pflege' | 'ausstattungs_pflege' | 'oeffnungszeiten_pflege') =>
    async (req: FastifyRequest, product?: string) => {
      const p = await authz.require(req, perm);
      if (product) await d.reads.assertProduct(p, product);
      return p;
    };
  const objects = need('objekt_pflege');
  const equipmentCare = need('ausstattungs_pflege');
  const hours = need('oeffnungszeiten_pflege');

  r.get(
    '/api/v1/locations',
    { schema: { tags: ['locations'], response: { 200: z.array(Location), ...errors } } },
    async (req) => admin.locations(await authz.principal(req)),
  );
  r.post(
    '/api/v1/locations',
    { schema: { tags: ['locations'], body: LocationInput, response: { 201: Location, ...errors } } },
    async (req, reply) => reply.code(201).send(await admin.saveLocation(await objects(req), req.body)),
  );
  r.put(
    '/api/v1/locations/:id',
    {
      schema: {
        tags: ['locations'],
        params: IdParams,
        body: LocationInput,
        response: { 200: Location, ...errors },
      },
    },
    async (req) => admin.saveLocation(await objects(req), req.body, req.params.id),
  );
  r.delete(
    '/api/v1/locations/:id',
    { schema: { tags: ['locations'], params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await admin.deleteLocation(await objects(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

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

  const schedulePath = `${base}/floor-plans/:id/opening-hours`;
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
