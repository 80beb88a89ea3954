import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { PublicOccupancy, PublicPlanParams, PublicTenantParams } from '@buchbar/contracts/public-occupancy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { createEventStreams } from '../../platform/events/event-stream';
import { AppError, notFound } from '../../platform/http/app-error';
import type { PublicOccupancyService } from './public-occupancy.service';

const errors = ERROR_RESPONSES;
const tags = ['public'];
/**
 * Per client address (ADR 0016). A library's public PCs share one address, so the answer's limit
 * is generous: 300 a minute are 300 open pages refreshing every minute, plus live refreshes.
 */
const ANSWER_LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const STREAM_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** Open anonymous streams per client address and per instance; beyond, pages poll instead. */
export const PUBLIC_STREAMS_PER_ADDRESS = 20;
export const PUBLIC_STREAMS_PER_INSTANCE = 2_000;

/**
 * /public without sign-in (ADR 0016): the tenant's public plans with free/occupied seats now,
 * one plan of them, and a live stream that says only "something changed". Embedding sites may
 * read the answer from their own pages (CORS `*`: it is the same for everyone and takes no cookie).
 */
export function registerPublicOccupancyRoutes(app: FastifyInstance, d: Deps) {
  registerTenantOccupancyRoutes(app, d);
  registerOccupancyEventRoutes(app, d);
  registerPlanOccupancyRoutes(app, d);
}

type Deps = { occupancy: PublicOccupancyService; streams: ReturnType<typeof createEventStreams> };
const base = '/api/v1/public/occupancy/:tenantKey';

/** The occupancy of all the tenant's public plans. */
function registerTenantOccupancyRoutes(app: FastifyInstance, d: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    base,
    {
      schema: {
        tags,
        summary: 'Live occupancy of the tenant’s public floor plans (no sign-in)',
        params: PublicTenantParams,
        response: { 200: PublicOccupancy, ...errors },
      },
      config: ANSWER_LIMIT,
    },
    async (req, reply) => {
      const answer = await d.occupancy.occupancy(req.params.tenantKey);
      reply.header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
      return answer;
    },
  );
}

/** The anonymous live stream (limited per address and instance): only "something changed". */
function registerOccupancyEventRoutes(app: FastifyInstance, d: Deps) {
  const open = new StreamCounter(PUBLIC_STREAMS_PER_ADDRESS, PUBLIC_STREAMS_PER_INSTANCE);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/events`,
    {
      schema: {
        tags,
        summary: 'Live updates of the public occupancy (text/event-stream, event occupancy.changed)',
        params: PublicTenantParams,
      },
      config: STREAM_LIMIT,
    },
    async (req, reply) => {
      const tenant = await d.occupancy.tenant(req.params.tenantKey);
      let ids = await d.occupancy.publicPlanIds(tenant.id);
      if (ids.size === 0) throw notFound();
      const release = open.take(req);
      req.raw.on('close', release);
      const refresh = () => {
        d.occupancy.forget(tenant.id);
        void d.occupancy.publicPlanIds(tenant.id).then(
          (fresh) => {
            ids = fresh;
          },
          () => undefined,
        );
      };
      d.streams(
        req,
        reply,
        tenant.id,
        (e) => {
          if (e.type === 'floor-plan.changed') {
            refresh(); // the plan may have become public or private
            return true;
          }
          return e.type === 'space-booking.changed' && ids.has(String(e.data.floorPlanId));
        },
        undefined,
        // Neither ids nor names: the page reloads the answer, which says what it may.
        () => ({ type: 'occupancy.changed', data: {} }),
      );
    },
  );
}

/** The occupancy of one public plan. */
function registerPlanOccupancyRoutes(app: FastifyInstance, d: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/:floorPlanId`,
    {
      schema: {
        tags,
        summary: 'Live occupancy of one public floor plan (no sign-in)',
        params: PublicPlanParams,
        response: { 200: PublicOccupancy, ...errors },
      },
      config: ANSWER_LIMIT,
    },
    async (req, reply) => {
      const answer = await d.occupancy.occupancy(req.params.tenantKey, req.params.floorPlanId);
      reply.header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
      return answer;
    },
  );
}

/** Counts open anonymous streams; `take` refuses with 429 beyond the limits and returns the release. */
class StreamCounter {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perAddress: number,
    private readonly perInstance: number,
  ) {}

  take(req: FastifyRequest): () => void {
    const address = req.ip;
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.perAddress || this.total >= this.perInstance)
      throw new AppError(429, 'RATE_LIMITED', { seconds: 60 });
    this.byAddress.set(address, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
