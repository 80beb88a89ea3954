import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  Vehicle,
  VehicleChangeResult,
  VehicleFacets,
  VehicleInput,
  VehicleListQuery,
  VehicleUpdate,
} from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage } from '../../platform/http/messages';
import type { Authorizer } from '../access/access.module';
import type { VehicleListService } from './vehicle-list.service';
import type { VehiclesService } from './vehicles.service';

const errors = ERROR_RESPONSES;
const tags = ['vehicles'];
const IdParams = z.object({ id: z.uuid() });

/** Everyone of the tenant reads active vehicles; fleet care (fahrzeug_pflege) keeps the fleet. */
export function registerVehicleRoutes(
  app: FastifyInstance,
  d: {
    authz: Authorizer;
    vehicles: VehiclesService;
    list: VehicleListService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, vehicles, list } = d;
  const care = (req: Parameters<Authorizer['require']>[0]) => authz.require(req, 'fahrzeug_pflege');

  r.get(
    '/api/v1/vehicles',
    {
      schema: {
        tags,
        description:
          'One page of the vehicle list, filtered and ordered on the server (ADR 0008 point 15). ' +
          'Headers: X-Total-Count (all matching), X-Bookable-Count (with from/to), and for a further page ' +
          'X-Next-Cursor and Link rel="next".',
        querystring: VehicleListQuery,
        response: { 200: z.array(Vehicle), ...errors },
      },
    },
    async (req, reply) => {
      const p = await authz.principal(req);
      const { cursor, offset, attribute, ...q } = req.query;
      const page = await list.page(p, pickLanguage(req.headers['accept-language']), {
        ...q,
        attribute,
        start: cursor ?? offset ?? 0,
      });
      reply.header('X-Total-Count', String(page.total));
      if (page.bookable !== null) reply.header('X-Bookable-Count', String(page.bookable));
      if (page.nextCursor) {
        reply.header('X-Next-Cursor', page.nextCursor);
        const url = new URL(req.url, 'http://x');
        url.searchParams.delete('offset');
        url.searchParams.set('cursor', page.nextCursor);
        reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
      }
      // The answer is built by the typed presenter and serialised once per kept answer (zod
      // re-checking every field cost more than building it, bench/vehicle-search.mjs): a JSON string
      // with its content type set goes out as it is.
      return reply.type('application/json; charset=utf-8').send(page.body as never);
    },
  );
  r.get(
    '/api/v1/vehicles/facets',
    { schema: { tags, response: { 200: VehicleFacets, ...errors } } },
    async (req) => list.facets(await authz.principal(req)),
  );
  r.post(
    '/api/v1/vehicles',
    { schema: { tags, body: VehicleInput, response: { 201: Vehicle, ...errors } } },
    async (req, reply) => reply.code(201).send(await vehicles.create(await care(req), req.body)),
  );
  r.get(
    '/api/v1/vehicles/:id',
    { schema: { tags, params: IdParams, response: { 200: Vehicle, ...errors } } },
    async (req) => vehicles.get(await authz.principal(req), req.params.id),
  );
  r.patch(
    '/api/v1/vehicles/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: VehicleUpdate,
        response: { 200: VehicleChangeResult, ...errors },
      },
    },
    async (req) => vehicles.update(await care(req), req.params.id, req.body),
  );
  r.post(
    '/api/v1/vehicles/:id/deactivate',
    { schema: { tags, params: IdParams, response: { 200: VehicleChangeResult, ...errors } } },
    async (req) => vehicles.deactivate(await care(req), req.params.id),
  );
}
