import type { FastifyInstance } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Authorizer } from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import { registerPeriodicReportJob } from './reports.job';
import { registerReportRoutes } from './reports.routes';
import { type ReportsDeps, ReportsService } from './reports.service';

/**
 * Front door of the reports context (spec 9 periodic logbook report; issue 13 point 5; ADR 0015):
 * the report screen's API and the scheduled job. The fleet's logbook reader is handed in by the
 * composition root.
 */
export function registerReportsModule(
  app: FastifyInstance,
  d: ReportsDeps & { authz: Authorizer; settings: SettingsService },
): void {
  registerReportRoutes(app, { authz: d.authz, settings: d.settings, reports: new ReportsService(d) });
}

export async function registerReportJobs(d: ReportsDeps & { jobs: Jobs }): Promise<void> {
  await registerPeriodicReportJob(d);
}

export { makeDemoReport } from './demo-report';
export { REPORT_JOB, sendScheduledReports } from './reports.job';
export { makeReport, type ReportsDeps } from './reports.service';
