/**
 * Front door of the calendar context (ADR 0012): .ics attachments of booking mails and the
 * subscription feeds. The only file other modules and the composition root import.
 */
import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import { registerCalendarRoutes } from './calendar.routes';
import { type CalendarFeedsDeps, CalendarFeedsService } from './calendar-feeds.service';

export { CalendarInvites, type Recipient, type SpaceInvite, type VehicleInvite } from './calendar-invites';

export function registerCalendarModule(
  app: FastifyInstance,
  d: Omit<CalendarFeedsDeps, 'permissionsOf'> & { authz: Authorizer },
): void {
  const feeds = new CalendarFeedsService({
    ...d,
    permissionsOf: (tenantId, userId) => d.authz.effectivePermissions(tenantId, userId),
  });
  registerCalendarRoutes(app, { authz: d.authz, feeds });
}
