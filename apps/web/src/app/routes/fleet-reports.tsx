import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportDetailPage } from '../../features/fleet-reports/components/report-detail-page';
import { ReportsPage } from '../../features/fleet-reports/components/reports-page';
import type { Me } from '../../lib/session';
import { RequirePermission } from '../guards/require-permission';

const holdsReports = (me: Me) => me.permissions.includes('fahrzeug_logbuch_report');

/**
 * /fahrzeuge/berichte (issue 13 point 5): the periodic logbook reports; /fahrzeuge/berichte/{id}
 * one report, where the report mail's link leads (ADR 0015). For holders of fahrzeug_logbuch_report.
 */
export function FleetReportsRoute() {
  const { t } = useTranslation('fleetReports');
  const { reportId } = useParams();
  return (
    <RequirePermission allowed={holdsReports} message={t('forbidden')}>
      {reportId ? <ReportDetailPage reportId={reportId} /> : <ReportsPage />}
    </RequirePermission>
  );
}
