import { AppShell, Box, Divider, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MainMenu } from './main-menu';

interface AppFrameProps {
  /** Left column on wide screens (map filters, booking overview …); below the menu in the burger drawer. */
  sidebar?: ReactNode;
}

/** Header with logo, menu, language and user menu; footer with legal links; optional left sidebar. */
export function AppFrame({ sidebar }: AppFrameProps) {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // The drawer closes when a menu entry navigates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(close, [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 44 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !navOpened, desktop: !sidebar } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" aria-label={sidebar ? t('nav.sidebar') : t('nav.main')} p="sm">
        <AppShell.Section hiddenFrom="sm">
          <MainMenu orientation="vertical" />
          {sidebar && <Divider my="sm" />}
        </AppShell.Section>
        {sidebar && (
          <AppShell.Section grow component={ScrollArea}>
            {/* The sidebar's translations and code may still be loading. */}
            <Suspense fallback={<PageLoader />}>{sidebar}</Suspense>
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1200} mx="auto">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
