import {
  CalendarFeedCreated,
  CalendarFeedParams,
  CalendarFeedStatus,
  VehicleFeedParams,
} from '@buchbar/contracts/calendar';
import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { calendarContentType } from '@buchbar/domain/calendar/ical';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import { type CalendarFeedsService, VEHICLE_FEED_PERMISSION } from './calendar-feeds.service';

const errors = ERROR_RESPONSES;
const tags = ['calendar'];
/**
 * The feed takes no session: the token (256 random bits) is the key. Calendar services (Google,
 * Outlook) fetch many users' feeds from a few addresses, so the limit per address is generous.
 */
const FEED_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' }, secretParams: ['file'] };

/**
 * Calendar subscriptions (ADR 0012): the personal feed under /api/v1/me/calendar-feed, a fleet
 * manager's vehicle feed under /api/v1/vehicles/{id}/calendar-feed, and the feed itself at
 * /api/v1/calendar/{token}.ics.
 */
export function registerCalendarRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; feeds: CalendarFeedsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, feeds } = d;

  const own = '/api/v1/me/calendar-feed';
  r.get(own, { schema: { tags, response: { 200: CalendarFeedStatus, ...errors } } }, async (req) =>
    feeds.status(await authz.principal(req), null),
  );
  r.post(own, { schema: { tags, response: { 201: CalendarFeedCreated, ...errors } } }, async (req, reply) =>
    reply.code(201).send(await feeds.create(await authz.principal(req), null)),
  );
  r.delete(own, { schema: { tags, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await feeds.revoke(await authz.principal(req), null);
    return reply.code(204).send(null);
  });

  const vehicle = '/api/v1/vehicles/:id/calendar-feed';
  r.get(
    vehicle,
    { schema: { tags, params: VehicleFeedParams, response: { 200: CalendarFeedStatus, ...errors } } },
    async (req) => feeds.status(await authz.require(req, VEHICLE_FEED_PERMISSION), req.params.id),
  );
  r.post(
    vehicle,
    { schema: { tags, params: VehicleFeedParams, response: { 201: CalendarFeedCreated, ...errors } } },
    async (req, reply) =>
      reply
        .code(201)
        .send(await feeds.create(await authz.require(req, VEHICLE_FEED_PERMISSION), req.params.id)),
  );
  r.delete(
    vehicle,
    { schema: { tags, params: VehicleFeedParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await feeds.revoke(await authz.require(req, VEHICLE_FEED_PERMISSION), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/v1/calendar/:file',
    {
      schema: {
        tags,
        summary: 'A calendar feed (iCalendar, METHOD:PUBLISH) by its secret token, without a session',
        params: CalendarFeedParams,
      },
      config: FEED_LIMIT,
    },
    async (req, reply) => {
      const ics = await feeds.feed(req.params.file);
      return reply
        .header('content-type', calendarContentType('PUBLISH'))
        .header('content-disposition', 'inline; filename="buchbar.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  );
}
