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
  const bookings = new SpaceBookingsService(d);
  await registerSpaceJobs(d, bookings);
  const reads = new SpacesReadService(d.db, d.settings, d.clock);
  const map = new SpaceMapService(d.db, d.settings, d.clock);
  const { authz } = d;
  registerSpacesAdminRoutes(app, { authz, admin: new SpacesAdminService(d.pool, d.db), reads });
  registerKioskRoutes(app, { authz, kiosk: new KioskService(d.db, map, d.publicUrl), streams: d.streams });
  registerUtilisationRoutes(app, { authz, reads, utilisation: new UtilisationService(d.db) });
  registerSpaceRoutes(app, {
    authz,
    reads,
    map,
    bookings,
    transitions: new SpaceBookingTransitions(d, bookings),
  });
}
