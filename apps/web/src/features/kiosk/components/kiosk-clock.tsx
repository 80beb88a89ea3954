import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_ZONE, formatTime } from '@/lib/format-date';

/** Large clock and the long date, in Europe/Berlin whatever the device's zone is. */
export function KioskClock({ now }: { now: Date }) {
  const { i18n } = useTranslation('kiosk');
  const language = i18n.resolvedLanguage ?? 'de';
  const longDate = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(now);
  return (
    <Stack gap={0} align="flex-end">
      <Text component="time" dateTime={now.toISOString()} fz="clamp(2rem, 4vw, 4.5rem)" fw={800} lh={1}>
        {formatTime(now, language)}
      </Text>
      <Text fz="clamp(1rem, 1.5vw, 1.6rem)" c="dimmed">
        {longDate}
      </Text>
    </Stack>
  );
}
