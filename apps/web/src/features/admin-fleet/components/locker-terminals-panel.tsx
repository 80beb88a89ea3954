import { Alert, Button, CopyButton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyRow } from '@/components/copy-row';
import { DeviceTokens } from '@/components/device-tokens';
import {
  type LockerTerminalCreated,
  useCreateLockerTerminal,
  useLockerTerminals,
  useRevokeLockerTerminal,
} from '../api/office-locker';

/**
 * The key hand-over terminals (`/officelocker`, ADR 0009 gap 7): one revocable token per device,
 * shown once as the address to open on it, like the spaces kiosk.
 */
export function LockerTerminalsPanel() {
  const { t } = useTranslation('adminOfficeLocker');
  return (
    <Stack gap="md" component="section" aria-labelledby="locker-terminals-heading">
      <Title order={2} size="h3" id="locker-terminals-heading">
        {t('terminals.heading')}
      </Title>
      <Text c="dimmed">{t('terminals.intro')}</Text>
      <DeviceTokens
        tokens={useLockerTerminals()}
        create={useCreateLockerTerminal()}
        revoke={useRevokeLockerTerminal()}
        minWidth={480}
        texts={{
          name: t('terminals.name'),
          namePlaceholder: t('terminals.namePlaceholder'),
          create: t('terminals.create'),
          empty: t('terminals.empty'),
          caption: t('terminals.caption'),
          createdAt: t('terminals.createdAt'),
          status: t('terminals.status'),
          actions: t('terminals.actions'),
          revoke: t('terminals.revoke'),
          revokeTitle: t('terminals.revokeTitle'),
          cancel: t('terminals.cancel'),
          revokeText: (name) => t('terminals.revokeText', { name }),
        }}
        status={(terminal) => (
          <Text size="sm" fw={600} c={terminal.revokedAt ? 'gray.7' : 'teal.9'}>
            {terminal.revokedAt ? t('terminals.revoked') : t('terminals.valid')}
          </Text>
        )}
        created={(created, onDone) => <TerminalCreated created={created} onDone={onDone} />}
      />
    </Stack>
  );
}

/** The new terminal's address, shown once. */
function TerminalCreated({ created, onDone }: { created: LockerTerminalCreated; onDone: () => void }) {
  const { t } = useTranslation('adminOfficeLocker');
  return (
    <Alert color="teal" role="status">
      <Stack gap="xs">
        <Text fw={700}>{t('terminals.createdTitle', { name: created.name })}</Text>
        <Text size="sm">{t('terminals.createdText')}</Text>
        <CopyRow label={t('terminals.url')} value={created.url} style={{ flex: 1 }}>
          <CopyButton value={created.url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('terminals.copied') : t('terminals.copy')}
              </Button>
            )}
          </CopyButton>
        </CopyRow>
        <Button variant="subtle" onClick={onDone} w="fit-content">
          {t('terminals.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
