import { Anchor, Button, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { FloorPlanPicker } from '@/entities/floor-plan/floor-plan-picker';
import { DATE_INPUT_FORMAT, toDisplayLanguage } from '@/lib/format-date';
import { useUtilisation, utilisationXlsxUrl } from '../api/get-utilisation';
import { type Range, usePeriodQuery } from '../hooks/use-period-query';
import { toChartData } from '../utils/chart-data';
import { UtilisationChart } from './utilisation-chart';
import { UtilisationTable } from './utilisation-table';

/** /auslastung: booked, checked in and no-shows per day and floor plan (issue 4, item 6). */
export function UtilisationPage() {
  const { t, i18n } = useTranslation('utilisation');
  const { selection, allPlans, setAllPlans, range, setRange, query, complete } = usePeriodQuery();
  const report = useUtilisation(query, complete);
  const rows = report.data?.rows ?? [];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('heading')}
        intro={t('intro')}
        action={
          <Button
            component="a"
            href={utilisationXlsxUrl(query, toDisplayLanguage(i18n.resolvedLanguage))}
            download
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          >
            {t('download')}
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
          valueFormat={DATE_INPUT_FORMAT[toDisplayLanguage(i18n.resolvedLanguage)]}
          miw={260}
        />
      </Group>
      <Anchor component={Link} to="/auswertung" size="sm">
        {t('evaluation.toEvaluation')}
      </Anchor>
      <QueryState
        isPending={report.isPending}
        isFetching={report.isFetching}
        summary={t('summary', { count: rows.length })}
        empty={rows.length === 0 && t('empty')}
      />
      {rows.length > 0 && (
        <>
          <UtilisationChart data={toChartData(rows, query.from, query.to, i18n.resolvedLanguage ?? 'de')} />
          <UtilisationTable rows={rows} />
        </>
      )}
    </Stack>
  );
}
