import { Anchor, Button, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { FloorPlanPicker } from '@/entities/floor-plan/floor-plan-picker';
import { DATE_INPUT_FORMAT, toDisplayLanguage } from '@/lib/format-date';
import type { Range, usePeriodQuery } from '../hooks/use-period-query';

interface ReportPageProps {
  title: string;
  intro: string;
  /** The Excel file of the same question. */
  download: { href: string; label: string };
  period: ReturnType<typeof usePeriodQuery>;
  /** The other report of the same question. */
  link: { to: string; label: string };
  report: { isPending: boolean; isFetching: boolean };
  summary: string;
  empty: string | false;
  children: ReactNode;
}

/**
 * The frame of /auslastung and /auswertung: heading with the Excel download, floor plan (or all)
 * and period, the link to the other report, the loading state, then the report's own content.
 */
export function ReportPage(props: ReportPageProps) {
  const { period, report } = props;
  const { t, i18n } = useTranslation('utilisation');
  return (
    <Stack gap="lg">
      <PageHeading
        title={props.title}
        intro={props.intro}
        action={
          <Button
            component="a"
            href={props.download.href}
            download
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          >
            {props.download.label}
          </Button>
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <FloorPlanPicker
          selection={period.selection}
          allowAll
          allPlans={period.allPlans}
          onAllPlansChange={period.setAllPlans}
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('range')}
          value={period.range}
          onChange={(value) => period.setRange(value as Range)}
          valueFormat={DATE_INPUT_FORMAT[toDisplayLanguage(i18n.resolvedLanguage)]}
          miw={260}
        />
      </Group>
      <Anchor component={Link} to={props.link.to} size="sm">
        {props.link.label}
      </Anchor>
      <QueryState
        isPending={report.isPending}
        isFetching={report.isFetching}
        summary={props.summary}
        empty={props.empty}
      />
      {props.children}
    </Stack>
  );
}
