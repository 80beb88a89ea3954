import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import { type LicenceJobDeps, registerLicenceReminderJob } from './licence-reminders.job';
import { registerLicenceRoutes } from './licences.routes';
import { type LicencesDeps, LicencesService } from './licences.service';

/**
 * Front door of the licences context (issue 12 points 5-9; ADR 0011): the API, the reminder
 * job, and the driver's licence the vehicle bookings' check reads.
 */
export function registerLicencesModule(app: FastifyInstance, d: LicencesDeps & { authz: Authorizer }): void {
  registerLicenceRoutes(app, { authz: d.authz, licences: new LicencesService(d) });
}

export async function registerLicenceJobs(
  d: Parameters<typeof registerLicenceReminderJob>[0],
): Promise<void> {
  await registerLicenceReminderJob(d);
}

export { LICENCE_REMINDER_JOB, sendLicenceReminders } from './licence-reminders.job';
export { findDriverLicence } from './licences.service';
export type { LicenceJobDeps };
