import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/format-date';

/** "23.11.2026, 08:00–18:00" in the display zone and the UI language. */
export function useFormatRange() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return useCallback(
    (start: string, end: string) =>
      `${formatDate(start, lang)}, ${formatTime(start, lang)}–${formatTime(end, lang)}`,
    [lang],
  );
}
