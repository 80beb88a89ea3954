import type { FastifyInstance } from 'fastify';
import type { createEventStreams } from '../../platform/events/event-stream';
import type { Authorizer } from '../access/authorizer';
import { registerKioskRoutes } from './kiosk.routes';
import { KioskService } from './kiosk.service';
import { SpaceBookingTransitions } from './space-booking-transitions.service';
import { SpaceBookingsService, type SpaceDeps } from './space-bookings.service';
import { registerSpaceJobs } from './space-jobs';
import { SpaceMapService } from './space-map.service';
import { registerSpaceRoutes } from './spaces.routes';
import { registerSpacesAdminRoutes } from './spaces-admin.routes';
import { SpacesAdminService } from './spaces-admin.service';
import { SpacesReadService } from './spaces-read.service';
import { registerUtilisationRoutes } from './utilisation.routes';
import { UtilisationService } from './utilisation.service';

/** The spaces bounded context: reading rooms and work places, their admin, kiosk and reports. */
export async function registerSpacesModule(
  app: FastifyInstance,
  d: SpaceDeps & { authz: Authorizer; streams: ReturnType<typeof createEventStreams>; publicUrl: string },
): Promise<void> {
  const map = new SpaceMapService(d.db, d.settings, d.clock);
  const deps = { ...d, invalidateMap: (floorPlanId: string) => map.invalidate(floorPlanId) };
  const bookings = new SpaceBookingsService(deps);
  // Every instance hears every commit's NOTIFY; cached data of that plan goes at once. Bookings
  // change the map; configuration changes (database triggers) change the map and the seats.
  d.hub.subscribeAll((_tenantId, event) => {
    const planId = event.data.floorPlanId;
    if (typeof planId !== 'string') return;
    if (event.type === 'space-booking.changed') map.invalidate(planId);
    if (event.type === 'floor-plan.changed') {
      map.invalidate(planId);
      bookings.forgetPlan(planId);
    }
  });
  // After a lost LISTEN connection nothing cached can be trusted (`all` is sent on reconnect).
  d.hub.onAuthChange((change) => {
    if (change.all) bookings.forgetAllPlans();
  });
  await registerSpaceJobs(deps, bookings);
  const reads = new SpacesReadService(d.db, d.settings, d.clock);
  const { authz } = d;
  registerSpacesAdminRoutes(app, { authz, admin: new SpacesAdminService(d.pool, d.db), reads });
  registerKioskRoutes(app, { authz, kiosk: new KioskService(d.db, map, d.publicUrl), streams: d.streams });
  registerUtilisationRoutes(app, { authz, reads, utilisation: new UtilisationService(d.db) });
  registerSpaceRoutes(app, {
    authz,
    reads,
    map,
    bookings,
    transitions: new SpaceBookingTransitions(deps, bookings),
  });
}
