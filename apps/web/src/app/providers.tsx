import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildWatcher } from './build-watcher';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, themeWithCloseLabel } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t, i18n } = useTranslation();
  const closeLabel = t('dialog.close');
  const theme = useMemo(() => themeWithCloseLabel(closeLabel), [closeLabel]);
  const datesLocale = i18n.resolvedLanguage === 'en' ? 'en-gb' : 'de';
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: datesLocale, firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" />
          <BuildWatcher />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
