import { isoWeekday, isoWeekKey, localDateOf } from '@buchbar/domain/time/zoned-time';
import { Alert, Badge, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { PeriodStepper } from '@/components/period-stepper';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { useUrlParam } from '@/lib/use-url-params';
import { type OverviewEntry, type OverviewVehicle, useVehicleOverview } from '../api/get-vehicle-overview';
import { useFleetLiveRefetch } from '../hooks/use-fleet-live-refetch';
import { type BarKind, dateOf, overviewGrid, stepDate, viewOf } from '../model/overview-grid';
import { EntryDetails } from './entry-details';
import { OverviewTimeline } from './overview-timeline';
import classes from './overview-timeline.module.css';

const KINDS: BarKind[] = ['vorgemerkt', 'reserviert', 'aktiv', 'durchgefuehrt', 'block'];
const noon = (date: string) => `${date}T12:00:00Z`;

/**
 * `/fahrzeuge/uebersicht` (issue 11 point 8): every vehicle over a day or a week, by location,
 * following the fleet live. Day, date and location live in the URL (`?ansicht=tag|woche`,
 * `?datum=`, `?standort=`); a phone opens the day, a wider screen the week.
 */
export function FleetOverviewPage() {
  const { t } = useTranslation('fleetOverview');
  const period = useOverviewPeriod();
  const { grid, now, today } = period;
  const overview = useVehicleOverview({
    from: grid.from,
    to: grid.to,
    locationId: period.locationId || undefined,
  });
  const [selected, setSelected] = useState<{ vehicle: OverviewVehicle; entry: OverviewEntry } | null>(null);
  const data = overview.data;
  const lateCount = data?.vehicles.reduce((n, v) => n + v.entries.filter((e) => e.late).length, 0) ?? 0;
  return (
    <Stack gap="md">
      <PageHeading title={t('title')} intro={t('intro')} action={<LiveBadge />} />
      <OverviewControls period={period} locations={data?.locations ?? []} />
      <OverviewHeading period={period} />
      <OverviewLegend />
      {lateCount > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t('lateCount', { count: lateCount })}
        </Alert>
      )}
      <QueryState
        isPending={overview.isPending}
        isFetching={overview.isFetching}
        empty={data && data.vehicles.length === 0 ? t('noVehicles') : false}
        summary={data ? t('vehicleCount', { count: data.vehicles.length }) : undefined}
      />
      {overview.isError && (
        <Alert color="red" role="alert">
          {overview.error.message}
        </Alert>
      )}
      {data && data.vehicles.length > 0 && (
        <OverviewTimeline
          grid={grid}
          vehicles={data.vehicles}
          now={now}
          today={today}
          onSelect={(vehicle, entry) => setSelected({ vehicle, entry })}
        />
      )}
      <EntryDetails selected={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

/** Day or week, the date and the location, from the URL; a phone opens the day. */
function useOverviewPeriod() {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [rawView, setView] = useUrlParam('ansicht');
  const [rawDate, setDate] = useUrlParam('datum');
  const [locationId, setLocation] = useUrlParam('standort');
  const now = useNow(30_000).getTime();
  const today = localDateOf(now);
  const view = viewOf(rawView, phone);
  const date = dateOf(rawDate, today);
  const grid = useMemo(() => overviewGrid(view, date), [view, date]);
  const lastDay = grid.columns[grid.columns.length - 1]?.date ?? date;
  return { view, setView, rawDate, date, setDate, locationId, setLocation, now, today, grid, lastDay };
}

type OverviewPeriod = ReturnType<typeof useOverviewPeriod>;

/** Whether the fleet's live connection is open. */
function LiveBadge() {
  const { t } = useTranslation('fleetOverview');
  const live = useFleetLiveRefetch();
  return (
    <Badge
      variant="outline"
      color={live === 'open' ? 'teal.9' : 'gray.8'}
      role="status"
      aria-live="polite"
      data-testid="live-status"
      data-live={live}
    >
      {t(`live.${live}`)}
    </Badge>
  );
}

/** Day or week, back and forth, and the location. */
function OverviewControls(props: {
  period: OverviewPeriod;
  locations: readonly { id: string; name: string }[];
}) {
  const { view, setView, date, setDate, today, grid, lastDay } = props.period;
  const { t } = useTranslation('fleetOverview');
  const containsToday = today >= grid.first && today <= lastDay;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label={t('view.label')}
        value={view}
        onChange={(value) => setView(value === 'day' ? 'tag' : 'woche')}
        data={[
          { value: 'day', label: t('view.day') },
          { value: 'week', label: t('view.week') },
        ]}
      />
      <PeriodStepper
        previousLabel={t(view === 'day' ? 'previousDay' : 'previousWeek')}
        nextLabel={t(view === 'day' ? 'nextDay' : 'nextWeek')}
        currentLabel={t('today')}
        currentDisabled={containsToday && props.period.rawDate === ''}
        onPrevious={() => setDate(stepDate(view, date, -1))}
        onCurrent={() => setDate('')}
        onNext={() => setDate(stepDate(view, date, 1))}
      />
      <Select
        label={t('location.label')}
        placeholder={t('location.all')}
        data={[
          { value: '', label: t('location.all') },
          ...props.locations.map((l) => ({ value: l.id, label: l.name })),
        ]}
        value={props.period.locationId}
        onChange={(value) => props.period.setLocation(value ?? '')}
        allowDeselect={false}
        w={220}
      />
    </Group>
  );
}

/** The day (with its length where it is not 24 hours) or the week shown. */
function OverviewHeading({ period }: { period: OverviewPeriod }) {
  const { view, date, grid, lastDay } = period;
  const { t, i18n } = useTranslation('fleetOverview');
  const lang = i18n.resolvedLanguage;
  const heading =
    view === 'day'
      ? t('dayHeading', {
          weekday: t(`weekdays.${isoWeekday(date)}` as 'weekdays.1'),
          date: formatDate(noon(date), lang),
        })
      : t('weekHeading', {
          week: Number(isoWeekKey(grid.first).split('-W')[1]),
          from: formatDate(noon(grid.first), lang),
          to: formatDate(noon(lastDay), lang),
        });
  return (
    <Text fw={600} aria-live="polite" data-testid="overview-heading">
      {heading}
      {view === 'day' && grid.columns.length !== 24 && (
        <Text component="span" fw={400} size="sm" c="dimmed">
          {' '}
          {t('dayLength', { hours: grid.columns.length })}
        </Text>
      )}
    </Text>
  );
}

function OverviewLegend() {
  const { t } = useTranslation('fleetOverview');
  return (
    <Group gap="md" wrap="wrap" role="group" aria-label={t('legend')}>
      {KINDS.map((k) => (
        <Group key={k} gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes[k]}`} aria-hidden />
          <Text size="xs">{t(`kind.${k}`)}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <span className={classes.lateTag}>
          <IconAlertTriangle size={11} aria-hidden /> {t('late')}
        </span>
        <Text size="xs">{t('lateLegend')}</Text>
      </Group>
    </Group>
  );
}
