import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  BookableDays,
  BookingListQuery,
  CancelAllBookings,
  CancelAllResult,
  CancelBooking,
  CreateSpaceBooking,
  FloorPlan,
  FloorPlanMap,
  MapQuery,
  ProductIdParams,
  ProductParams,
  Seat,
  SeatsQuery,
  SpaceBooking,
} from '@buchbar/contracts/spaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import { sendMap } from './map-answer';
import type { SpaceBookingTransitions } from './space-booking-transitions.service';
import type { SpaceBookingsService } from './space-bookings.service';
import type { SpaceMapService } from './space-map.service';
import type { SpacesReadService } from './spaces-read.service';

const errors = ERROR_RESPONSES;
const tags = ['spaces'];
const base = '/api/v1/spaces/:product';

type Deps = {
  authz: Authorizer;
  reads: SpacesReadService;
  map: SpaceMapService;
  bookings: SpaceBookingsService;
  transitions: SpaceBookingTransitions;
};

/** The floor plans, seats and seat bookings of a product (reading rooms, work places, rooms). */
export function registerSpaceRoutes(app: FastifyInstance, d: Deps) {
  registerFloorPlanRoutes(app, d);
  registerSeatListRoutes(app, d);
  registerSeatBookingRoutes(app, d);
  registerSeatCancelAllRoutes(app, d);
}

/** The principal, once the product is one the tenant offers and the user may see. */
async function productUser(d: Deps, req: Parameters<Authorizer['principal']>[0], product: string) {
  const p = await d.authz.principal(req);
  await d.reads.assertProduct(p, product);
  return p;
}

/** The product's floor plans, a plan's map of a day or period, and its bookable days. */
function registerFloorPlanRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${base}/floor-plans`,
    { schema: { tags, params: ProductParams, response: { 200: z.array(FloorPlan), ...errors } } },
    async (req) => d.reads.floorPlans(await d.authz.principal(req), req.params.product),
  );
  r.get(
    `${base}/floor-plans/:id/map`,
    {
      schema: {
        tags,
        params: ProductIdParams,
        querystring: MapQuery,
        response: { 200: FloorPlanMap, ...errors },
      },
      // Hot path (hundreds of seats): the service sends prepared JSON text (map-answer.ts); the
      // schema documents it.
    },
    async (req, reply) =>
      sendMap(
        req,
        reply,
        await d.map.map(
          await productUser(d, req, req.params.product),
          req.params.product,
          req.params.id,
          req.query,
        ),
      ),
  );
  r.get(
    `${base}/floor-plans/:id/bookable-days`,
    {
      schema: {
        tags,
        description:
          "The days of the user's advance-booking window on which the floor plan can be booked (spec 4).",
        params: ProductIdParams,
        response: { 200: BookableDays, ...errors },
      },
    },
    async (req) =>
      d.map.bookableDays(await productUser(d, req, req.params.product), req.params.product, req.params.id),
  );
}

/** The seats of a plan, or the seats of given ids. */
function registerSeatListRoutes(app: FastifyInstance, d: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/seats`,
    {
      schema: {
        tags,
        params: ProductParams,
        querystring: SeatsQuery,
        response: { 200: z.array(Seat), ...errors },
      },
    },
    async (req) => {
      const p = await d.authz.principal(req);
      const { floorPlanId, ids } = req.query;
      return ids
        ? d.reads.seatsByIds(p, req.params.product, ids)
        : d.reads.seats(p, req.params.product, floorPlanId ?? '');
    },
  );
}

/** The user's seat bookings: the list, booking, and the transitions (confirm, decline, check-in, cancel). */
function registerSeatBookingRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${base}/bookings`,
    {
      schema: {
        tags,
        params: ProductParams,
        querystring: BookingListQuery,
        response: { 200: z.array(SpaceBooking), ...errors },
      },
    },
    async (req) => d.reads.bookings(await d.authz.principal(req), req.params.product, req.query.scope),
  );
  r.post(
    `${base}/bookings`,
    {
      schema: {
        tags,
        params: ProductParams,
        body: CreateSpaceBooking,
        response: { 201: SpaceBooking, ...errors },
      },
      config: { bookingArea: 'spaces' },
      // Hot path (seat rush): the typed service builds the answer; not re-validated on the way out.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await d.bookings.create(
            await productUser(d, req, req.params.product),
            req.params.product,
            req.body,
          ),
        ),
  );
  for (const action of ['confirm', 'decline', 'check-in', 'cancel'] as const) {
    r.post(
      `${base}/bookings/:id/${action}`,
      {
        schema: {
          tags,
          params: ProductIdParams,
          body: CancelBooking.optional(),
          response: { 200: SpaceBooking, ...errors },
        },
      },
      async (req) =>
        d.transitions.apply(
          await productUser(d, req, req.params.product),
          req.params.product,
          req.params.id,
          action,
          req.body?.reason,
        ),
    );
  }
}

/** Spec 4: all bookings of a seat or room cancelled together, with a reason (buchung_pflege). */
function registerSeatCancelAllRoutes(app: FastifyInstance, d: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${base}/seats/:id/cancel-all`,
    {
      schema: {
        tags,
        params: ProductIdParams,
        body: CancelAllBookings,
        response: { 200: CancelAllResult, ...errors },
      },
    },
    async (req) => {
      const p = await d.authz.require(req, 'buchung_pflege');
      await d.reads.assertProduct(p, req.params.product);
      return d.transitions.cancelAllOfSpace(p, req.params.product, req.params.id, req.body.reason);
    },
  );
}
