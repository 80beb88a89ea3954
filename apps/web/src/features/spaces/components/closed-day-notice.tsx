import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';

/** Shown above the plan when the floor plan has no opening hours that day (weekend, exception). */
export function ClosedDayNotice({ planName, date }: { planName: string; date: string }) {
  const { t, i18n } = useTranslation('spaces');
  // Noon UTC lies on the same calendar day in Berlin, so the formatted date is the chosen one.
  const shown = formatDate(`${date}T12:00:00Z`, i18n.resolvedLanguage);
  return (
    <Alert
      color="gray"
      variant="filled"
      icon={<IconLock aria-hidden="true" />}
      title={t('map.closedTitle')}
      role="status"
    >
      {t('map.closedText', { plan: planName, date: shown })}
    </Alert>
  );
}
