import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyRow } from '@/components/copy-row';
import type { KioskTokenCreated as Created } from '../api/types';

/** The new device's address, shown once (the server keeps only a hash of the token). */
export function KioskTokenCreated({ created, onDone }: { created: Created; onDone: () => void }) {
  const { t } = useTranslation('adminSpaces');
  return (
    <Alert color="teal" title={t('kiosk.createdTitle', { name: created.name })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('kiosk.createdText')}</Text>
        <CopyRow label={t('kiosk.url')} value={created.url} style={{ flex: 1 }}>
          <CopyButton value={created.url}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconCopy size={16} aria-hidden="true" />
                  )
                }
                onClick={copy}
              >
                {copied ? t('kiosk.copied') : t('kiosk.copy')}
              </Button>
            )}
          </CopyButton>
        </CopyRow>
        <Group>
          <Button variant="default" size="xs" onClick={onDone}>
            {t('kiosk.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
