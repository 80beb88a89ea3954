import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  VehicleBooking,
  VehicleBookingUpdate,
  VehicleDriver,
  VehicleDriversQuery,
  VehicleTimelineEntry,
  VehicleTimelineQuery,
} from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authorizer } from '../access/access.module';
import type { VehicleBookingChangesService } from './vehicle-booking-changes.service';

const errors = ERROR_RESPONSES;
const IdParams = z.object({ id: z.uuid() });

/**
 * A vehicle's timeline (fahrzeug_buchen or fahrzeug_pflege), the signed-in user's possible
 * drivers, and changing a trip that has not started (its driver or booker, or buchung_pflege).
 */
export function registerVehicleBookingChangeRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; changes: VehicleBookingChangesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, changes } = d;

  r.get(
    '/api/v1/vehicles/:id/bookings',
    {
      schema: {
        tags: ['vehicles'],
        params: IdParams,
        querystring: VehicleTimelineQuery,
        response: { 200: z.array(VehicleTimelineEntry), ...errors },
      },
    },
    async (req) => changes.timeline(await authz.principal(req), req.params.id, req.query.from, req.query.to),
  );
  r.get(
    '/api/v1/vehicle-bookings/drivers',
    {
      schema: {
        tags: ['vehicle-bookings'],
        querystring: VehicleDriversQuery,
        response: { 200: z.array(VehicleDriver), ...errors },
      },
    },
    async (req) => changes.drivers(await authz.principal(req), req.query.vehicleId),
  );
  r.patch(
    '/api/v1/vehicle-bookings/:id',
    {
      schema: {
        tags: ['vehicle-bookings'],
        params: IdParams,
        body: VehicleBookingUpdate,
        response: { 200: VehicleBooking, ...errors },
      },
    },
    async (req) => changes.change(await authz.principal(req), req.params.id, req.body),
  );
}
