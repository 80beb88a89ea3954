import { addDays, isoWeekday } from '@buchbar/domain/time/zoned-time';
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  const days = weekDays(monday);
  const sunday = addDays(monday, 6);
  const weekLabel = t('timeline.week', {
    week: weekNumber(monday),
    from: formatDate(noon(monday), lang),
    to: formatDate(noon(sunday), lang),
  });

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

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="timeline-heading">
          {t('timeline.title')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('timeline.previous')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('timeline.previous')}
              onClick={() => onWeek(addDays(monday, -7))}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button
            variant="default"
            onClick={() => onWeek(addDays(today, 1 - isoWeekday(today)))}
            disabled={today >= monday && today <= sunday}
          >
            {t('timeline.thisWeek')}
          </Button>
          <Tooltip label={t('timeline.next')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('timeline.next')}
              onClick={() => onWeek(addDays(monday, 7))}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text fw={500} aria-live="polite" aria-busy={timeline.isFetching}>
        {weekLabel}
      </Text>
      <Group gap="md" wrap="wrap" aria-label={t('timeline.legend')} role="group">
        {(['booking', 'own', 'held', 'block'] as const).map((k) => (
          <Group key={k} gap={6} wrap="nowrap">
            <span className={`${classes.swatch} ${classes[k]}`} aria-hidden />
            <Text size="xs">
              {t(
                k === 'booking'
                  ? 'timeline.legendBooking'
                  : k === 'own'
                    ? 'timeline.legendOwn'
                    : k === 'held'
                      ? 'timeline.legendHeld'
                      : 'timeline.legendBlock',
              )}
            </Text>
          </Group>
        ))}
      </Group>
      {timeline.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('timeline.loading')}
        </Text>
      )}
      <ol className={classes.days} aria-labelledby="timeline-heading">
        {days.map((day) => {
          const segments = segmentsOfDay(entries, day);
          const isToday = day === today;
          const dayLabel = `${t(`weekdaysShort.${isoWeekday(day)}` as 'weekdaysShort.1')} ${formatDate(noon(day), lang)}`;
          return (
            <li key={day} className={classes.day} aria-current={isToday ? 'date' : undefined}>
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
                          <li key={s.entry.id} className={classes.entry}>
                            <span className={`${classes.swatch} ${classes[kindOf(s.entry)]}`} aria-hidden />
                            <Text size="xs" component="span">
                              <Box component="span" fw={600}>
                                {range(s.entry, day)}
                              </Box>{' '}
                              {describe(s.entry)}
                            </Text>
                            {s.entry.editable && s.entry.booking && (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                leftSection={<IconPencil size={14} aria-hidden />}
                                aria-label={t('timeline.editLabel', { when: range(s.entry, day) })}
                                onClick={() => s.entry.booking && onEdit(s.entry.booking)}
                              >
                                {t('timeline.edit')}
                              </Button>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </div>
              </Paper>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
