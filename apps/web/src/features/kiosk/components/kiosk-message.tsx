import { Alert, Center, Stack, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';

/** Full-screen notice when the device has no usable token (missing, unknown or revoked). */
export function KioskMessage({ kind }: { kind: 'missing' | 'invalid' | 'failed' }) {
  const { t } = useTranslation('kiosk');
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="lg" maw={720} ta="center">
        <Logo size="lg" />
        <Title order={1}>{t('heading')}</Title>
        <Alert
          icon={<IconDeviceDesktop aria-hidden="true" />}
          color={kind === 'missing' ? 'blue' : 'red'}
          variant="light"
          ta="left"
          role="alert"
          fz="lg"
        >
          {t(`messages.${kind}`)}
        </Alert>
      </Stack>
    </Center>
  );
}
