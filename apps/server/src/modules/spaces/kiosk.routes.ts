import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { FloorPlanMap, MapQuery, ProductIdParams } from '@buchbar/contracts/spaces';
import { KioskToken, KioskTokenCreated, KioskTokenInput } from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aliveUnless401, type createEventStreams } from '../../platform/events/event-stream';
import type { Authorizer } from '../access/access.module';
import type { KioskService } from './kiosk.service';
import { sendMap } from './map-answer';

const errors = ERROR_RESPONSES;
const tokenOf = (req: FastifyRequest) => {
  const header = req.headers['x-kiosk-token'];
  const query = (req.query as { token?: unknown }).token;
  return typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
};

type Deps = { authz: Authorizer; kiosk: KioskService; streams: ReturnType<typeof createEventStreams> };

/** Kiosk devices: their tokens (managed with objekt_pflege), and the map and live events they show. */
export function registerKioskRoutes(app: FastifyInstance, d: Deps) {
  registerKioskTokenRoutes(app, d);
  registerKioskDeviceRoutes(app, d);
}

/** A floor plan's kiosk tokens: list, create, revoke (objekt_pflege). */
function registerKioskTokenRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tokens = '/api/v1/spaces/:product/floor-plans/:id/kiosk-tokens';
  r.get(
    tokens,
    {
      schema: { tags: ['kiosk'], params: ProductIdParams, response: { 200: z.array(KioskToken), ...errors } },
    },
    async (req) =>
      d.kiosk.list(await d.authz.require(req, 'objekt_pflege'), req.params.product, req.params.id),
  );
  r.post(
    tokens,
    {
      schema: {
        tags: ['kiosk'],
        params: ProductIdParams,
        body: KioskTokenInput,
        response: { 201: KioskTokenCreated, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await d.kiosk.create(
            await d.authz.require(req, 'objekt_pflege'),
            req.params.product,
            req.params.id,
            req.body.name,
          ),
        ),
  );
  r.delete(
    `${tokens}/:tokenId`,
    {
      schema: {
        tags: ['kiosk'],
        params: ProductIdParams.extend({ tokenId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await d.kiosk.revoke(
        await d.authz.require(req, 'objekt_pflege'),
        req.params.product,
        req.params.id,
        req.params.tokenId,
      );
      d.streams.recheckAll(); // the revoked token's open streams on this instance end now
      return reply.code(204).send(null);
    },
  );
}

/** What a kiosk device (token, no session) shows: its plan's map and the plan's live events. */
function registerKioskDeviceRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/kiosk/map',
    {
      schema: {
        tags: ['kiosk'],
        summary: 'The map for a kiosk device (header x-kiosk-token)',
        querystring: MapQuery.extend({ token: z.string().max(200).optional() }),
        response: { 200: FloorPlanMap, ...errors },
      },
      config: { secretParams: ['token'] },
    },
    async (req, reply) => sendMap(req, reply, await d.kiosk.kioskMap(tokenOf(req), req.query)),
  );
  r.get(
    '/api/v1/kiosk/events',
    {
      schema: {
        tags: ['kiosk'],
        summary: 'Live updates of the kiosk floor plan (text/event-stream; ?token=)',
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
      config: { rateLimit: false, secretParams: ['token'] },
    },
    async (req, reply) => {
      const token = tokenOf(req);
      const device = await d.kiosk.device(token);
      // The stream ends when the token is revoked (re-checked, see StreamGuard).
      d.streams(req, reply, device.tenantId, (e) => e.data.floorPlanId === device.floorPlanId, {
        alive: aliveUnless401(() => d.kiosk.device(token)),
      });
    },
  );
}
