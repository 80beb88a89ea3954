import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { createEventStreams } from '../../platform/events/event-stream';
import type { Authorizer } from '../access/access.module';
import { registerEquipmentRoutes } from './equipment.routes';
import { registerFloorPlanRoutes } from './floor-plans.routes';
import { registerKioskRoutes } from './kiosk.routes';
import { KioskService } from './kiosk.service';
import { registerOpeningHoursRoutes } from './opening-hours.routes';
import { registerPublicOccupancyRoutes } from './public-occupancy.routes';
import { PublicOccupancyService } from './public-occupancy.service';
import { registerSeatRoutes } from './seats.routes';
import { SpaceBookingTransitions } from './space-booking-transitions.service';
import { SpaceBookingsService, type SpaceDeps } from './space-bookings.service';
import { registerSpaceJobs } from './space-jobs';
import { SpaceMapService } from './space-map.service';
import { registerSpaceRoutes } from './spaces.routes';
import { SpacesAdminService } from './spaces-admin.service';
import { SpacesReadService } from './spaces-read.service';
import { registerUtilisationRoutes } from './utilisation.routes';
import { UtilisationService } from './utilisation.service';

/**
 * Front door of the spaces bounded context (reading rooms and work places, their admin, kiosk
 * and reports): the only file other modules and the composition root import.
 */
export async function registerSpacesModule(
  app: FastifyInstance,
  d: SpaceDeps & {
    authz: Authorizer;
    streams: ReturnType<typeof createEventStreams>;
    publicUrl: string;
    audit: AuditLog;
  },
): Promise<void> {
  const map = new SpaceMapService(d.db, d.settings, d.clock);
  const deps = { ...d, invalidateMap: (floorPlanId: string) => map.invalidate(floorPlanId) };
  const bookings = new SpaceBookingsService(deps);
  const publicOccupancy = new PublicOccupancyService(d.db, map, d.clock);
  // Every instance hears every commit's NOTIFY; cached data of that plan goes at once. Bookings
  // change the map; configuration changes (database triggers) change the map and the seats.
  d.hub.subscribeAll((tenantId, event) => {
    const planId = event.data.floorPlanId;
    if (typeof planId !== 'string') return;
    if (event.type === 'space-booking.changed') map.invalidate(planId);
    if (event.type === 'floor-plan.changed') {
      map.invalidate(planId);
      bookings.forgetPlan(planId);
      publicOccupancy.forget(tenantId);
    }
  });
  // After a lost LISTEN connection nothing cached can be trusted (`all` is sent on reconnect).
  d.hub.onAuthChange((change) => {
    if (change.all) bookings.forgetAllPlans();
  });
  await registerSpaceJobs(deps, bookings);
  const reads = new SpacesReadService(d.db, d.settings, d.clock);
  const { authz } = d;
  const admin = new SpacesAdminService(d.pool, d.db, d.audit);
  registerFloorPlanRoutes(app, { authz, admin, reads });
  registerSeatRoutes(app, { authz, admin, reads });
  registerEquipmentRoutes(app, { authz, admin, reads });
  registerOpeningHoursRoutes(app, { authz, admin, reads });
  registerKioskRoutes(app, { authz, kiosk: new KioskService(d.db, map, d.publicUrl), streams: d.streams });
  // ADR 0016: /public without sign-in.
  registerPublicOccupancyRoutes(app, { occupancy: publicOccupancy, streams: d.streams });
  registerUtilisationRoutes(app, { authz, reads, utilisation: new UtilisationService(d.db) });
  registerSpaceRoutes(app, {
    authz,
    reads,
    map,
    bookings,
    transitions: new SpaceBookingTransitions(deps, bookings),
  });
}

export { kioskDeviceOf } from './kiosk.service';
export { isPublicPlanImage } from './public-occupancy.service';
export { isFloorPlanImage } from './spaces-read.service';
