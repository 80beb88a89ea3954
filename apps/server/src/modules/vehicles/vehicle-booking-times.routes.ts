import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { VehicleBookingTimesInput, VehicleBookingTimesResult } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authorizer } from '../access/access.module';
import type { VehiclesService } from './vehicles.service';

/**
 * Fleet care sets one individual booking window for several vehicles at once. Every id is checked
 * before the first change (an unknown or foreign id is 404 and nothing changes); each vehicle then
 * gets its own history entry, as an edit of the vehicle would write.
 */
export function registerVehicleBookingTimesRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; vehicles: VehiclesService },
) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/v1/vehicles/booking-times',
    {
      schema: {
        tags: ['vehicles'],
        body: VehicleBookingTimesInput,
        response: { 200: VehicleBookingTimesResult, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      const { vehicleIds, ...window } = req.body;
      return d.vehicles.setBookingTimes(await d.authz.require(req, 'fahrzeug_pflege'), vehicleIds, window);
    },
  );
}
