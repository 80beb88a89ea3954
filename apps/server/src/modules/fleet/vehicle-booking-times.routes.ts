import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { VehicleBookingTimesInput, VehicleBookingTimesResult } from '@buchbar/contracts/fleet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
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
      const p = await d.authz.require(req, 'fahrzeug_pflege');
      const { vehicleIds, ...window } = req.body;
      // Spec 5: "saving booking times without vehicle id is refused (vehicle ID missing)".
      if (!vehicleIds || vehicleIds.length === 0) throw new AppError(422, 'VEHICLE_ID_MISSING');
      const ids = [...new Set(vehicleIds)];
      for (const id of ids) {
        const vehicle = await d.vehicles.get(p, id);
        if (!vehicle.active) throw new AppError(422, 'VEHICLE_DEACTIVATED', { vehicleId: id });
      }
      let changed = 0;
      for (const id of ids) {
        if ((await d.vehicles.update(p, id, window)).changed) changed++;
      }
      return { changed, unchanged: ids.length - changed };
    },
  );
}
