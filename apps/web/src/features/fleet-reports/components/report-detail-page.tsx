import { Alert, Anchor, Badge, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import { type ReportDetail, useReport } from '../api/reports';
import { periodName } from '../utils/send-period';
import { ReportFiles } from './report-files';

/**
 * `/fahrzeuge/berichte/{id}` (ADR 0015): where the report mail's link leads. The usage as it was
 * mailed, and the period's logbook as PDF and Excel (built when asked, so later corrections
 * show as new versions).
 */
export function ReportDetailPage({ reportId }: { reportId: string }) {
  const { t, i18n } = useTranslation('fleetReports');
  const lang = i18n.resolvedLanguage ?? 'de';
  const report = useReport(reportId);
  const r = report.data;
  const name = r ? periodName(r, r.kind === 'scheduled' ? r.interval : null, lang) : '';
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/fahrzeuge/berichte" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <QueryState isPending={report.isPending} />
      {report.error && (
        <Alert color="red" role="alert">
          {report.error.message}
        </Alert>
      )}
      {r && (
        <>
          <PageHeading title={t('detail.title', { period: name })} />
          <Group gap="xs">
            <Badge variant="light" color={r.kind === 'scheduled' ? 'blue' : 'grape'}>
              {t(`kind.${r.kind}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('list.sentAt', { at: formatDateTime(r.sentAt, lang) })}
              {r.requestedBy ? ` ${t('list.byHand', { name: r.requestedBy })}` : ''}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('list.recipients', { list: r.recipients.join(', ') })}
          </Text>
          <ReportFiles id={r.id} period={name} />
          <Text size="sm" c="dimmed">
            {t('detail.filesHint')}
          </Text>
          <VehicleTable summary={r.summary} />
          <FloorPlanTable summary={r.summary} />
        </>
      )}
    </Stack>
  );
}

function UsageTable({
  id,
  heading,
  columns,
  rows,
  total,
}: {
  id: string;
  heading: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  total: ReactNode[];
}) {
  const { t } = useTranslation('fleetReports');
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {heading}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('detail.none')}</Text>
      ) : (
        // Focusable, so keyboard users can scroll a table wider than the phone (axe: scrollable-region-focusable).
        <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': heading }}>
          <Table striped withTableBorder miw={420}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c, i) => (
                  <Table.Th key={c} ta={i === 0 ? 'left' : 'right'}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  {row.cells.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                      {c}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                {total.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <Table.Th key={i} ta={i === 0 ? 'left' : 'right'}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}

function useNumber() {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? 'de').startsWith('en') ? 'en-GB' : 'de-DE';
  return (n: number) => n.toLocaleString(locale);
}

function VehicleTable({ summary }: { summary: ReportDetail['summary'] }) {
  const { t } = useTranslation('fleetReports');
  const n = useNumber();
  const { totals } = summary;
  return (
    <UsageTable
      id="report-vehicles"
      heading={t('detail.vehicles')}
      columns={[
        t('detail.vehicle'),
        t('detail.trips'),
        t('detail.km'),
        t('detail.bookings'),
        t('detail.cancelled'),
        t('detail.noShows'),
      ]}
      rows={summary.vehicles.map((v) => ({
        key: v.id,
        cells: [
          <Stack gap={0} key="name">
            <Text size="sm" fw={600}>
              {v.plate}
            </Text>
            <Text size="xs" c="dimmed">
              {`${v.make} ${v.model}`.trim()}
              {v.active ? '' : ` (${t('detail.inactive')})`}
              {v.tripsWithoutKm > 0 ? ` · ${t('detail.withoutKm', { count: v.tripsWithoutKm })}` : ''}
            </Text>
          </Stack>,
          n(v.trips),
          n(v.km),
          n(v.bookings),
          n(v.cancelled),
          n(v.noShows),
        ],
      }))}
      total={[
        t('detail.total'),
        n(totals.trips),
        n(totals.km),
        n(totals.vehicleBookings),
        n(totals.vehicleCancelled),
        n(totals.vehicleNoShows),
      ]}
    />
  );
}

function FloorPlanTable({ summary }: { summary: ReportDetail['summary'] }) {
  const { t } = useTranslation('fleetReports');
  const n = useNumber();
  const { totals } = summary;
  return (
    <UsageTable
      id="report-floor-plans"
      heading={t('detail.floorPlans')}
      columns={[t('detail.floorPlan'), t('detail.bookings'), t('detail.cancelled'), t('detail.noShows')]}
      rows={summary.floorPlans.map((f) => ({
        key: f.id,
        cells: [
          <Stack gap={0} key="name">
            <Text size="sm" fw={600}>
              {f.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`detail.products.${f.product}`, { defaultValue: f.product })}
            </Text>
          </Stack>,
          n(f.bookings),
          n(f.cancelled),
          n(f.noShows),
        ],
      }))}
      total={[t('detail.total'), n(totals.spaceBookings), n(totals.spaceCancelled), n(totals.spaceNoShows)]}
    />
  );
}
