import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format-date';

/** "08:45" in the display zone. */
export function useFormatTime() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return useCallback((value: string | Date) => formatTime(value, lang), [lang]);
}
