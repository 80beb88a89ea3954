import { Alert, Center, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';

/** Until the kiosk view exists: explains that the wall display needs a kiosk token. */
export function KioskPlaceholder() {
  const { t } = useTranslation('kiosk');
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="lg" maw={640} ta="center">
        <Logo size="lg" />
        <Title order={1}>{t('heading')}</Title>
        <Alert icon={<IconDeviceDesktop aria-hidden="true" />} variant="light" ta="left">
          {t('message')}
        </Alert>
        <Text c="dimmed" size="sm">
          {t('hint')}
        </Text>
      </Stack>
    </Center>
  );
}
