import { useTranslation } from 'react-i18next';
import { toDisplayLanguage } from '@/lib/format-date';
import { useUtilisation, utilisationXlsxUrl } from '../api/get-utilisation';
import { usePeriodQuery } from '../hooks/use-period-query';
import { toChartData } from '../utils/chart-data';
import { ReportPage } from './report-page';
import { UtilisationChart } from './utilisation-chart';
import { UtilisationTable } from './utilisation-table';

/** /auslastung: booked, checked in and no-shows per day and floor plan (issue 4, item 6). */
export function UtilisationPage() {
  const { t, i18n } = useTranslation('utilisation');
  const period = usePeriodQuery();
  const { query } = period;
  const report = useUtilisation(query, period.complete);
  const rows = report.data?.rows ?? [];
  return (
    <ReportPage
      title={t('heading')}
      intro={t('intro')}
      download={{
        href: utilisationXlsxUrl(query, toDisplayLanguage(i18n.resolvedLanguage)),
        label: t('download'),
      }}
      period={period}
      link={{ to: '/auswertung', label: t('evaluation.toEvaluation') }}
      report={report}
      summary={t('summary', { count: rows.length })}
      empty={rows.length === 0 && t('empty')}
    >
      {rows.length > 0 && (
        <>
          <UtilisationChart data={toChartData(rows, query.from, query.to, i18n.resolvedLanguage ?? 'de')} />
          <UtilisationTable rows={rows} />
        </>
      )}
    </ReportPage>
  );
}
