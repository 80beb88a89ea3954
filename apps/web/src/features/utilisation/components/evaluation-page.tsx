import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { evaluationXlsxUrl, useEvaluation } from '../api/get-evaluation';
import { usePeriodQuery } from '../hooks/use-period-query';
import { EvaluationChart } from './evaluation-chart';
import { EvaluationFigures, EvaluationHourTable, EvaluationTable } from './evaluation-tables';
import { ReportPage } from './report-page';

/**
 * /auswertung (spec 2 menu "evaluation", issue 14 point 8): per floor plan the occupancy of the
 * open capacity, the peak hours of the day and the no-show rate, as figures, a chart, tables and
 * an Excel file.
 */
export function EvaluationPage() {
  const { t, i18n } = useTranslation('utilisation');
  const lang = i18n.resolvedLanguage ?? 'de';
  const period = usePeriodQuery();
  const report = useEvaluation(period.query, period.complete);
  const plans = report.data?.plans ?? [];
  return (
    <ReportPage
      title={t('evaluation.heading')}
      intro={t('evaluation.intro')}
      download={{ href: evaluationXlsxUrl(period.query, lang), label: t('evaluation.download') }}
      period={period}
      link={{ to: '/auslastung', label: t('evaluation.toUtilisation') }}
      report={report}
      summary={t('evaluation.summary', { count: plans.length })}
      empty={plans.length === 0 && t('evaluation.empty')}
    >
      {plans.length > 0 && (
        <>
          {plans.map((plan) => (
            <Paper
              key={plan.floorPlanId}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={plan.floorPlanName}
            >
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {plan.floorPlanName}
                </Title>
                <EvaluationFigures plan={plan} />
              </Stack>
            </Paper>
          ))}
          <EvaluationChart plans={plans} />
          <EvaluationHourTable plans={plans} />
          <EvaluationTable plans={plans} />
        </>
      )}
    </ReportPage>
  );
}
