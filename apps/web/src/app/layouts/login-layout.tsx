import { Anchor, Box, Center, Group, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { LanguageSwitch } from './language-switch';

/** Centred card with the logo (sign-in, sign-out, later password recovery). */
export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <Box bg="var(--mantine-color-gray-0)" mih="100vh">
      <SkipLink />
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="md">
          <Group component="header" justify="space-between">
            <Logo size="lg" />
            <LanguageSwitch />
          </Group>
          <Paper
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            withBorder
            shadow="sm"
            p="xl"
            radius="md"
          >
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
          <Group component="footer" justify="center" gap="md">
            <nav aria-label={t('footer.label')}>
              <Group gap="md">
                <Anchor component={Link} to="/datenschutz" size="sm">
                  {t('footer.privacy')}
                </Anchor>
                <Anchor component={Link} to="/impressum" size="sm">
                  {t('footer.imprint')}
                </Anchor>
              </Group>
            </nav>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
