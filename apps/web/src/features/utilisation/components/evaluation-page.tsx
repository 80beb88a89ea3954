import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { FloorPlanPicker } from '@/entities/floor-plan/floor-plan-picker';
import { DATE_INPUT_FORMAT, toDisplayLanguage } from '@/lib/format-date';
import { evaluationXlsxUrl, useEvaluation } from '../api/get-evaluation';
import { type Range, usePeriodQuery } from '../hooks/use-period-query';
import { EvaluationChart } from './evaluation-chart';
import { EvaluationFigures, EvaluationHourTable, EvaluationTable } from './evaluation-tables';

/**
 * /auswertung (spec 2 menu "evaluation", issue 14 point 8): per floor plan the occupancy of the
 * open capacity, the peak hours of the day and the no-show rate, as figures, a chart, tables and
 * an Excel file.
 */
export function EvaluationPage() {
  const { t, i18n } = useTranslation('utilisation');
  const lang = i18n.resolvedLanguage ?? 'de';
  const { selection, allPlans, setAllPlans, range, setRange, query, complete } = usePeriodQuery();
  const report = useEvaluation(query, complete);
  const plans = report.data?.plans ?? [];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('evaluation.heading')}
        intro={t('evaluation.intro')}
        action={
          <Button
            component="a"
            href={evaluationXlsxUrl(query, lang)}
            download
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          >
            {t('evaluation.download')}
          </Button>
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <FloorPlanPicker selection={selection} allowAll allPlans={allPlans} onAllPlansChange={setAllPlans} />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('range')}
          value={range}
          onChange={(value) => setRange(value as Range)}
          valueFormat={DATE_INPUT_FORMAT[toDisplayLanguage(lang)]}
          miw={260}
        />
      </Group>
      <Anchor component={Link} to="/auslastung" size="sm">
        {t('evaluation.toUtilisation')}
      </Anchor>
      <QueryState
        isPending={report.isPending}
        isFetching={report.isFetching}
        summary={t('evaluation.summary', { count: plans.length })}
        empty={plans.length === 0 && t('evaluation.empty')}
      />
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
    </Stack>
  );
}
