import { DEMO_TENANT_ID } from '@buchbar/db/seed/demo';
import { previousReportPeriod } from '@buchbar/domain/fleet/report-period';
import { readTenantSettings } from '../settings/settings.module';
import { makeReport, type ReportsDeps, reportSettings } from './reports.service';

/**
 * The demo tenant's past report (ADR 0015): right after the demo seed, the scheduled report of
 * the last completed period is made as the job would have made it five minutes into the current
 * one, so fleet@demo.example finds one on the report screen (its mails go to the demo report
 * address and stay in the mailbox without SMTP). Made by the real code, not stored by hand.
 */
export async function makeDemoReport(d: ReportsDeps): Promise<void> {
  const settings = reportSettings(await readTenantSettings(d.db, DEMO_TENANT_ID));
  if (settings.addresses.length === 0) return;
  const period = previousReportPeriod(d.clock(), settings.interval);
  const at = Math.min(period.end + 5 * 60_000, d.clock());
  await makeReport(
    { ...d, clock: () => at },
    DEMO_TENANT_ID,
    period,
    { kind: 'scheduled', interval: settings.interval },
    settings,
  );
}
