import { Anchor, Box, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { LanguageSwitch } from './language-switch';

/**
 * Pages without sign-in that other sites may frame (ADR 0016, /public): no menu and no link into
 * the app, so a framed page offers nothing to click that acts in the app. Privacy and imprint
 * open in a new tab (a page of their own, never inside the frame).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const newTab = t('footer.newTab');
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <SkipLink />
      <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="sm">
        <Group component="header" justify="space-between" mb="sm">
          <Text fw={700} c="indigo.8">
            {t('appName')}
          </Text>
          <LanguageSwitch />
        </Group>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Group component="footer" justify="center" gap="md" py="md">
          <nav aria-label={t('footer.label')}>
            <Group gap="md">
              <Anchor href="/datenschutz" target="_blank" rel="noopener" size="sm">
                {t('footer.privacy')}
                <VisuallyHidden component="span"> {newTab}</VisuallyHidden>
              </Anchor>
              <Anchor href="/impressum" target="_blank" rel="noopener" size="sm">
                {t('footer.imprint')}
                <VisuallyHidden component="span"> {newTab}</VisuallyHidden>
              </Anchor>
            </Group>
          </nav>
        </Group>
      </Container>
    </Box>
  );
}
