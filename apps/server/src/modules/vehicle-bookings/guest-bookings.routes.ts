import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { GuestBookingListItem, GuestBookingPublic, GuestTokenParams } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { GuestBookingsService } from './guest-bookings.service';

const errors = ERROR_RESPONSES;
const tags = ['guest-bookings'];
/**
 * The public routes take no session: the token is the only key. It has 256 random bits, so
 * guessing is hopeless; the limit per address is tighter than the global one all the same.
 */
const PUBLIC_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' }, secretParams: ['token'] };

/**
 * Guest bookings (issue 11 point 6; ADR 0009 gap 5): the staff member's list (the sidebar) and the
 * guest's link without a session — view, confirm, cancel. Every unusable token is 404
 * GUEST_LINK_INVALID. Booking for a guest is POST /api/v1/vehicle-bookings with `guest`.
 */
export function registerGuestBookingRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; guests: GuestBookingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, guests } = d;
  r.get(
    '/api/v1/guest-bookings',
    { schema: { tags, response: { 200: z.array(GuestBookingListItem), ...errors } } },
    async (req) => guests.listMine(await authz.principal(req)),
  );
  const base = '/api/v1/public/guest-bookings/:token';
  r.get(
    base,
    {
      schema: { tags, params: GuestTokenParams, response: { 200: GuestBookingPublic, ...errors } },
      config: PUBLIC_LIMIT,
    },
    async (req) => guests.view(req.params.token),
  );
  r.post(
    `${base}/confirm`,
    {
      schema: { tags, params: GuestTokenParams, response: { 200: GuestBookingPublic, ...errors } },
      config: PUBLIC_LIMIT,
    },
    async (req) => guests.confirm(req.params.token),
  );
  r.post(
    `${base}/cancel`,
    {
      schema: { tags, params: GuestTokenParams, response: { 200: GuestBookingPublic, ...errors } },
      config: PUBLIC_LIMIT,
    },
    async (req) => guests.cancel(req.params.token),
  );
}
