import { addDays, isoWeekday } from '@buchbar/domain/time/zoned-time';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PeriodStepper } from '@/components/period-stepper';
import { formatDate, formatTime } from '@/lib/format-date';
import type { VehicleBooking, VehicleTimelineEntry } from '../api/booking-types';
import { useVehicleTimeline } from '../api/vehicle-timeline';
import { segmentsOfDay, weekDays, weekNumber, weekWindow } from './week';
import classes from './week-timeline.module.css';

interface WeekTimelineProps {
  vehicleId: string;
  monday: string;
  today: string;
  onWeek: (monday: string) => void;
  onEdit: (booking: VehicleBooking) => void;
}

type Kind = 'own' | 'held' | 'booking' | 'block';

function kindOf(e: VehicleTimelineEntry): Kind {
  if (e.type !== 'BUCHUNG') return 'block';
  if (e.own) return 'own';
  if (e.status === 'vorgemerkt') return 'held';
  return 'booking';
}

const HOURS = [0, 6, 12, 18, 24];
/** A day in Berlin as an instant at noon (formatting only). */
const noon = (date: string) => `${date}T12:00:00Z`;

/**
 * The week timeline of a vehicle (Mon–Sun, Berlin time): one row per day with a 24-hour bar of
 * its bookings and blocks, and the same entries as a list beside it, which is what a screen
 * reader reads (the bar is decoration). Blocks are hatched, own trips coloured, held trips dashed.
 */
export function WeekTimeline({ vehicleId, monday, today, onWeek, onEdit }: WeekTimelineProps) {
  const { t, i18n } = useTranslation('fleetBooking');
  const lang = i18n.resolvedLanguage;
  const { from, to } = weekWindow(monday);
  const timeline = useVehicleTimeline(vehicleId, from, to);
  const entries = timeline.data ?? [];
  const sunday = addDays(monday, 6);
  const weekLabel = t('timeline.week', {
    week: weekNumber(monday),
    from: formatDate(noon(monday), lang),
    to: formatDate(noon(sunday), lang),
  });
  return (
    <Stack gap="sm">
      <WeekNavigation monday={monday} today={today} onWeek={onWeek} />
      <Text fw={500} aria-live="polite" aria-busy={timeline.isFetching}>
        {weekLabel}
      </Text>
      <TimelineLegend />
      {timeline.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('timeline.loading')}
        </Text>
      )}
      <ol className={classes.days} aria-labelledby="timeline-heading">
        {weekDays(monday).map((day) => (
          <DayRow key={day} day={day} today={today} entries={entries} onEdit={onEdit} />
        ))}
      </ol>
    </Stack>
  );
}

/** The heading with the previous week, this week and the next week. */
function WeekNavigation(props: { monday: string; today: string; onWeek: (monday: string) => void }) {
  const { monday, today, onWeek } = props;
  const { t } = useTranslation('fleetBooking');
  const sunday = addDays(monday, 6);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Title order={2} size="h3" id="timeline-heading">
        {t('timeline.title')}
      </Title>
      <PeriodStepper
        previousLabel={t('timeline.previous')}
        nextLabel={t('timeline.next')}
        currentLabel={t('timeline.thisWeek')}
        currentDisabled={today >= monday && today <= sunday}
        onPrevious={() => onWeek(addDays(monday, -7))}
        onCurrent={() => onWeek(addDays(today, 1 - isoWeekday(today)))}
        onNext={() => onWeek(addDays(monday, 7))}
      />
    </Group>
  );
}

const LEGEND = {
  booking: 'timeline.legendBooking',
  own: 'timeline.legendOwn',
  held: 'timeline.legendHeld',
  block: 'timeline.legendBlock',
} as const;

function TimelineLegend() {
  const { t } = useTranslation('fleetBooking');
  return (
    <Group gap="md" wrap="wrap" aria-label={t('timeline.legend')} role="group">
      {(['booking', 'own', 'held', 'block'] as const).map((k) => (
        <Group key={k} gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes[k]}`} aria-hidden />
          <Text size="xs">{t(LEGEND[k])}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** An entry in words: who holds it (or which block) and its state; its period on the day. */
function useEntryTexts() {
  const { t, i18n } = useTranslation('fleetBooking');
  const lang = i18n.resolvedLanguage;
  const describe = (e: VehicleTimelineEntry) => {
    const kind = kindOf(e);
    const who =
      kind === 'block'
        ? t(`timeline.${e.type}` as 'timeline.WARTUNG')
        : kind === 'own'
          ? t('timeline.own')
          : e.driver
            ? t('timeline.bookedBy', { name: e.driver.name })
            : t('timeline.booked');
    const status =
      e.status === 'vorgemerkt'
        ? ` (${t('timeline.held')})`
        : e.status === 'aktiv'
          ? ` (${t('timeline.active')})`
          : '';
    return `${who}${status}`;
  };
  const range = (e: VehicleTimelineEntry, day: string) => {
    const sameDay =
      formatDate(e.start, lang) === formatDate(noon(day), lang) &&
      formatDate(e.end, lang) === formatDate(noon(day), lang);
    if (sameDay) return `${formatTime(e.start, lang)}–${formatTime(e.end, lang)}`;
    return `${formatDate(e.start, lang)} ${formatTime(e.start, lang)} – ${formatDate(e.end, lang)} ${formatTime(e.end, lang)}`;
  };
  return { describe, range };
}

/** One day: its label, the 24-hour bar (decoration) and its entries as a list. */
function DayRow(props: {
  day: string;
  today: string;
  entries: readonly VehicleTimelineEntry[];
  onEdit: (booking: VehicleBooking) => void;
}) {
  const { day, today } = props;
  const { t, i18n } = useTranslation('fleetBooking');
  const { describe, range } = useEntryTexts();
  const segments = segmentsOfDay(props.entries, day);
  const isToday = day === today;
  const dayLabel = `${t(`weekdaysShort.${isoWeekday(day)}` as 'weekdaysShort.1')} ${formatDate(noon(day), i18n.resolvedLanguage)}`;
  return (
    <li className={classes.day} aria-current={isToday ? 'date' : undefined}>
      <Paper withBorder p="xs" radius="sm" className={isToday ? classes.today : undefined}>
        <div className={classes.row}>
          <div className={classes.label}>
            <Text fw={600} size="sm" component="h3" m={0}>
              {dayLabel}
            </Text>
            {isToday && (
              <Badge size="xs" variant="filled">
                {t('timeline.today')}
              </Badge>
            )}
          </div>
          <div className={classes.bar} aria-hidden>
            {HOURS.slice(1, -1).map((h) => (
              <span key={h} className={classes.tick} style={{ left: `${(h / 24) * 100}%` }}>
                <span className={classes.tickLabel}>{String(h).padStart(2, '0')}</span>
              </span>
            ))}
            {segments.map((s) => (
              <span
                key={s.entry.id}
                className={`${classes.segment} ${classes[kindOf(s.entry)]}`}
                style={{ left: `${s.left * 100}%`, width: `max(${s.width * 100}%, 3px)` }}
                title={`${range(s.entry, day)} ${describe(s.entry)}`}
              />
            ))}
          </div>
          <div className={classes.list}>
            {segments.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('timeline.free')}
              </Text>
            ) : (
              <ul className={classes.entries} aria-label={t('timeline.entries', { day: dayLabel })}>
                {segments.map((s) => (
                  <EntryItem key={s.entry.id} entry={s.entry} day={day} onEdit={props.onEdit} />
                ))}
              </ul>
            )}
          </div>
        </div>
      </Paper>
    </li>
  );
}

function EntryItem(props: {
  entry: VehicleTimelineEntry;
  day: string;
  onEdit: (booking: VehicleBooking) => void;
}) {
  const { entry, day } = props;
  const { t } = useTranslation('fleetBooking');
  const { describe, range } = useEntryTexts();
  return (
    <li className={classes.entry}>
      <span className={`${classes.swatch} ${classes[kindOf(entry)]}`} aria-hidden />
      <Text size="xs" component="span">
        <Box component="span" fw={600}>
          {range(entry, day)}
        </Box>{' '}
        {describe(entry)}
      </Text>
      {entry.editable && entry.booking && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={t('timeline.editLabel', { when: range(entry, day) })}
          onClick={() => entry.booking && props.onEdit(entry.booking)}
        >
          {t('timeline.edit')}
        </Button>
      )}
    </li>
  );
}
