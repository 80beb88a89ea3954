import { isoWeekday, isoWeekKey, localDateOf } from '@buchbar/domain/time/zoned-time';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
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
  const { t, i18n } = useTranslation('fleetOverview');
  const lang = i18n.resolvedLanguage;
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [rawView, setView] = useUrlParam('ansicht');
  const [rawDate, setDate] = useUrlParam('datum');
  const [locationId, setLocation] = useUrlParam('standort');
  const now = useNow(30_000).getTime();
  const today = localDateOf(now);
  const view = viewOf(rawView, phone);
  const date = dateOf(rawDate, today);
  const grid = useMemo(() => overviewGrid(view, date), [view, date]);
  const overview = useVehicleOverview({ from: grid.from, to: grid.to, locationId: locationId || undefined });
  const live = useFleetLiveRefetch();
  const [selected, setSelected] = useState<{ vehicle: OverviewVehicle; entry: OverviewEntry } | null>(null);

  const lastDay = grid.columns[grid.columns.length - 1]?.date ?? date;
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
  const containsToday = today >= grid.first && today <= lastDay;
  const data = overview.data;
  const lateCount = data?.vehicles.reduce((n, v) => n + v.entries.filter((e) => e.late).length, 0) ?? 0;

  return (
    <Stack gap="md">
      <PageHeading
        title={t('title')}
        intro={t('intro')}
        action={
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
        }
      />
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
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t(view === 'day' ? 'previousDay' : 'previousWeek')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(view === 'day' ? 'previousDay' : 'previousWeek')}
              onClick={() => setDate(stepDate(view, date, -1))}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button variant="default" onClick={() => setDate('')} disabled={containsToday && rawDate === ''}>
            {t('today')}
          </Button>
          <Tooltip label={t(view === 'day' ? 'nextDay' : 'nextWeek')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(view === 'day' ? 'nextDay' : 'nextWeek')}
              onClick={() => setDate(stepDate(view, date, 1))}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Select
          label={t('location.label')}
          placeholder={t('location.all')}
          data={[
            { value: '', label: t('location.all') },
            ...(data?.locations ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
          value={locationId}
          onChange={(value) => setLocation(value ?? '')}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <Text fw={600} aria-live="polite" data-testid="overview-heading">
        {heading}
        {view === 'day' && grid.columns.length !== 24 && (
          <Text component="span" fw={400} size="sm" c="dimmed">
            {' '}
            {t('dayLength', { hours: grid.columns.length })}
          </Text>
        )}
      </Text>
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
