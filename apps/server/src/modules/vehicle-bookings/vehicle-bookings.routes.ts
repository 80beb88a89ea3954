import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  StartTimeProposal,
  StartTimesQuery,
  VehicleBooking,
  VehicleBookingInput,
  VehicleBookingListItem,
  VehicleBookingListQuery,
} from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage } from '../../platform/http/messages';
import type { Authorizer } from '../access/access.module';
import type { VehicleBookingsService } from './vehicle-bookings.service';

const errors = ERROR_RESPONSES;
const tags = ['vehicle-bookings'];
const IdParams = z.object({ id: z.uuid() });

/**
 * Booking a vehicle (fahrzeug_buchen; for others fahrzeug_fremdbuchung), the overview lists,
 * special-trip approvals (fahrzeug_freigabe_von_sonderfahrten, as one of the trip's approvers)
 * cancelling (own trip, or buchung_pflege), and the spec 5 start times of a vehicle's day.
 */
export function registerVehicleBookingRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; bookings: VehicleBookingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, bookings } = d;

  r.post(
    '/api/v1/vehicle-bookings',
    {
      schema: { tags, body: VehicleBookingInput, response: { 201: VehicleBooking, ...errors } },
      config: { bookingArea: 'vehicles' },
      // Hot path (vehicle rush): the typed presenter builds the answer; not re-validated on the way out.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await bookings.create(
            await authz.require(req, 'fahrzeug_buchen'),
            req.body,
            pickLanguage(req.headers['accept-language']),
          ),
        ),
  );
  r.get(
    '/api/v1/vehicle-bookings',
    {
      schema: {
        tags,
        querystring: VehicleBookingListQuery,
        response: { 200: z.array(VehicleBookingListItem), ...errors },
      },
    },
    async (req) => bookings.list(await authz.principal(req), req.query.scope),
  );
  for (const decision of ['approve', 'reject'] as const)
    r.post(
      `/api/v1/vehicle-bookings/:id/${decision}`,
      { schema: { tags, params: IdParams, response: { 200: VehicleBooking, ...errors } } },
      async (req) =>
        bookings.decide(
          await authz.require(req, 'fahrzeug_freigabe_von_sonderfahrten'),
          req.params.id,
          decision,
        ),
    );
  r.get(
    '/api/v1/vehicles/:id/start-times',
    {
      schema: {
        // Listed with the vehicles, whose detail page asks it.
        tags: ['vehicles'],
        params: IdParams,
        querystring: StartTimesQuery,
        response: { 200: z.array(StartTimeProposal), ...errors },
      },
    },
    async (req) =>
      bookings.startTimes(
        await authz.require(req, 'fahrzeug_buchen'),
        req.params.id,
        req.query.date,
        req.query.ignoreBookingId,
      ),
  );
  r.post(
    '/api/v1/vehicle-bookings/:id/cancel',
    { schema: { tags, params: IdParams, response: { 200: VehicleBooking, ...errors } } },
    async (req) => bookings.cancel(await authz.principal(req), req.params.id),
  );
}
