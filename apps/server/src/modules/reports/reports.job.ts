import { dueReportPeriod } from '@buchbar/domain/fleet/report-period';
import { AppError } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs/jobs';
import { readTenantSettings } from '../settings/settings.module';
import * as repo from './reports.repository';
import { makeReport, REPORT_JOB_MINUTE, type ReportsDeps, reportSettings } from './reports.service';

export const REPORT_JOB = 'reports.periodic';

/**
 * Every hour at :05 (Europe/Berlin) through pg-boss, which runs a scheduled job on one instance
 * per tick; the unique index makes each report happen once whatever runs it (ADR 0015).
 */
export async function registerPeriodicReportJob(d: ReportsDeps & { jobs: Jobs }): Promise<void> {
  await d.jobs.register(REPORT_JOB, async () => {
    await sendScheduledReports(d);
  });
  await d.jobs.schedule(REPORT_JOB, `${REPORT_JOB_MINUTE} * * * *`);
}

/**
 * One run (issue 13 point 5): for every tenant with report addresses, the period of its interval
 * that has just ended (dueReportPeriod: in the first days of the new period, Europe/Berlin) gets
 * its scheduled report unless it exists. Returns "tenant|from|to" of the reports this run sent.
 */
export async function sendScheduledReports(d: ReportsDeps): Promise<string[]> {
  const now = d.clock();
  const sent: string[] = [];
  const failures: unknown[] = [];
  for (const tenantId of await repo.tenantsWithReportAddresses(d.db)) {
    try {
      const settings = reportSettings(await readTenantSettings(d.db, tenantId));
      const period = dueReportPeriod(now, settings.interval);
      if (!period || settings.addresses.length === 0) continue;
      const row = await makeReport(
        d,
        tenantId,
        period,
        { kind: 'scheduled', interval: settings.interval },
        settings,
      );
      if (row) sent.push(`${tenantId}|${period.from}|${period.to}`);
    } catch (err) {
      // Addresses written by someone without the report permission: nothing is sent, no retry.
      if (err instanceof AppError && err.code === 'REPORT_ADDRESSES_NOT_AUTHORISED') continue;
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'periodic reports: some failed');
  return sent;
}
