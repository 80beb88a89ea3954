import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildWatcher } from './build-watcher';
import { LazyNotifications } from './lazy-notifications';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, type LibraryLabels, themeWithLabels } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t, i18n } = useTranslation();
  const labels: LibraryLabels = {
    close: t('dialog.close'),
    togglePassword: t('a11y.togglePassword'),
    nextMonth: t('a11y.nextMonth'),
    previousMonth: t('a11y.previousMonth'),
    nextYear: t('a11y.nextYear'),
    previousYear: t('a11y.previousYear'),
    nextDecade: t('a11y.nextDecade'),
    previousDecade: t('a11y.previousDecade'),
    monthLevel: t('a11y.monthLevel'),
    yearLevel: t('a11y.yearLevel'),
  };
  const labelsKey = JSON.stringify(labels);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change only with the language (labelsKey)
  const theme = useMemo(() => themeWithLabels(labels), [labelsKey]);
  const datesLocale = i18n.resolvedLanguage === 'en' ? 'en-gb' : 'de';
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // All theme variables from here, not only those that differ from default-css-variables.css,
      // which the first screen no longer downloads (issue 14).
      deduplicateCssVariables={false}
    >
      <DatesProvider settings={{ locale: datesLocale, firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <LazyNotifications position="top-right" />
          <BuildWatcher />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
