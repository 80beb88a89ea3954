import { Anchor, Button, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { FloorPlanPicker } from '@/entities/floor-plan/floor-plan-picker';
import { useFloorPlanSelection } from '@/entities/floor-plan/use-floor-plan-selection';
import { DATE_INPUT_FORMAT, DISPLAY_TIME_ZONE, toDisplayLanguage } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import { useUtilisation, utilisationXlsxUrl } from '../api/get-utilisation';
import { monthOf, toChartData } from '../utils/chart-data';
import { UtilisationChart } from './utilisation-chart';
import { UtilisationTable } from './utilisation-table';

type Range = [string | null, string | null];

/** /auslastung: booked, checked in and no-shows per day and floor plan (issue 4, item 6). */
export function UtilisationPage() {
  const { t, i18n } = useTranslation('utilisation');
  const selection = useFloorPlanSelection();
  const [allPlans, setAllPlans] = useState(true);
  const month = monthOf(localDateIn(new Date(), DISPLAY_TIME_ZONE));
  const [range, setRange] = useState<Range>([month.from, month.to]);
  const from = range[0] ?? month.from;
  const to = range[1] ?? from;
  const query = {
    product: selection.product,
    from,
    to,
    floorPlanId: allPlans ? undefined : selection.floorPlanId,
  };
  const report = useUtilisation(query, range[0] !== null && range[1] !== null);
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
          <UtilisationChart data={toChartData(rows, from, to, i18n.resolvedLanguage ?? 'de')} />
          <UtilisationTable rows={rows} />
        </>
      )}
    </Stack>
  );
}
