import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

/** Splash (Ladebildschirm) shown while the signed-in user's data loads; `inline` inside a layout. */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={inline ? '50vh' : '100vh'} p="md">
      <Stack align="center" gap="lg" role="status" aria-live="polite">
        <Logo size="lg" />
        <Loader aria-hidden="true" />
        <Text c="dimmed">{t('loading.data')}</Text>
      </Stack>
    </Center>
  );
}
