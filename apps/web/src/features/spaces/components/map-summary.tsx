import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import type { FloorPlanMap, MapSeat } from '../api/types';
import { useFormatTime } from '../hooks/use-format-time';

interface MapSummaryProps {
  map: FloorPlanMap;
  seats: readonly MapSeat[];
}

/** "Mo 23.11.2026, 08:00–18:00: 20 of 24 available", announced when it changes (live updates). */
export function MapSummary({ map, seats }: MapSummaryProps) {
  const { t, i18n } = useTranslation('spaces');
  const formatTime = useFormatTime();
  const free = seats.filter((seat) => seat.state === 'available').length;
  const time = map.window
    ? `${formatTime(map.window.start)}–${formatTime(map.window.end)}`
    : t('states.closed');
  return (
    <Text size="sm" aria-live="polite" aria-atomic="true">
      {t('map.summary', {
        date: formatDate(`${map.date}T12:00:00Z`, i18n.resolvedLanguage),
        time,
        free,
        total: seats.length,
      })}
    </Text>
  );
}
