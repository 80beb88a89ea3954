import { SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanEvaluation } from '../api/get-evaluation';
import { formatShare, hourLabel } from '../utils/evaluation-data';

/** The three key figures of a plan: occupancy, peak time, no-show rate. */
export function EvaluationFigures({ plan }: { plan: PlanEvaluation }) {
  const { t, i18n } = useTranslation('utilisation');
  const lang = i18n.resolvedLanguage;
  const known = plan.checkedIn + plan.noShows;
  const figures = [
    {
      label: t('evaluation.occupancy'),
      value: formatShare(plan.occupancy, lang),
      hint: t('evaluation.occupancyHint'),
    },
    {
      label: t('evaluation.peak'),
      value: plan.peak
        ? t('evaluation.peakValue', {
            hour: hourLabel(plan.peak.hour, lang),
            share: formatShare(plan.peak.occupancy, lang),
          })
        : t('evaluation.noPeak'),
      hint: undefined,
    },
    {
      label: t('evaluation.noShowRate'),
      value: formatShare(plan.noShowRate, lang),
      hint: t('evaluation.noShowHint', { noShows: plan.noShows, known }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="dl" m={0}>
      {figures.map((f) => (
        <Stack
          key={f.label}
          gap={2}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {f.value}
          </Text>
          {f.hint && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {f.hint}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Every plan's figures in one table (the Excel file's first sheet). */
export function EvaluationTable({ plans }: { plans: PlanEvaluation[] }) {
  const { t, i18n } = useTranslation('utilisation');
  const lang = i18n.resolvedLanguage;
  const hours = (n: number) =>
    new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 1 }).format(n);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Caption>{t('evaluation.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('evaluation.floorPlan')}</Table.Th>
            <Table.Th scope="col" ta="right">
              <Tooltip label={t('evaluation.occupancyHint')}>
                <span>{t('evaluation.occupancy')}</span>
              </Tooltip>
            </Table.Th>
            <Table.Th scope="col">{t('evaluation.peak')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('evaluation.noShowRate')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('evaluation.bookings')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('evaluation.checkedIn')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('evaluation.noShows')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('evaluation.bookedHours')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('evaluation.capacityHours')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.floorPlanId}>
              <Table.Th scope="row" fw={500}>
                {plan.floorPlanName}
              </Table.Th>
              <Table.Td ta="right">{formatShare(plan.occupancy, lang)}</Table.Td>
              <Table.Td>
                {plan.peak
                  ? t('evaluation.peakValue', {
                      hour: hourLabel(plan.peak.hour, lang),
                      share: formatShare(plan.peak.occupancy, lang),
                    })
                  : t('evaluation.noPeak')}
              </Table.Td>
              <Table.Td ta="right">{formatShare(plan.noShowRate, lang)}</Table.Td>
              <Table.Td ta="right">{plan.bookings}</Table.Td>
              <Table.Td ta="right">{plan.checkedIn}</Table.Td>
              <Table.Td ta="right">{plan.noShows}</Table.Td>
              <Table.Td ta="right">{hours(plan.bookedHours)}</Table.Td>
              <Table.Td ta="right">{hours(plan.capacityHours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Occupancy by hour of the day and plan: the chart's numbers for screen readers and printing. */
export function EvaluationHourTable({ plans }: { plans: PlanEvaluation[] }) {
  const { t, i18n } = useTranslation('utilisation');
  const lang = i18n.resolvedLanguage;
  const hours = [...new Set(plans.flatMap((p) => p.byHour.map((h) => h.hour)))].sort((a, b) => a - b);
  return (
    <Table.ScrollContainer minWidth={Math.max(360, 160 + plans.length * 140)}>
      <Table striped>
        <Table.Caption>{t('evaluation.hourTableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('evaluation.hour')}</Table.Th>
            {plans.map((plan) => (
              <Table.Th scope="col" ta="right" key={plan.floorPlanId}>
                {plan.floorPlanName}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.map((hour) => (
            <Table.Tr key={hour}>
              <Table.Th scope="row" fw={400}>
                {hourLabel(hour, lang)}
              </Table.Th>
              {plans.map((plan) => (
                <Table.Td ta="right" key={plan.floorPlanId}>
                  {formatShare(plan.byHour.find((h) => h.hour === hour)?.occupancy, lang)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
