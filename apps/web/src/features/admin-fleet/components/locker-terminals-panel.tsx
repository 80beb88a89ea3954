import { Alert, Button, CopyButton, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import {
  type LockerTerminal,
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
  const { t, i18n } = useTranslation('adminOfficeLocker');
  const terminals = useLockerTerminals();
  const create = useCreateLockerTerminal();
  const revoke = useRevokeLockerTerminal();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<LockerTerminalCreated>();
  const [revoking, setRevoking] = useState<LockerTerminal>();
  const list = terminals.data ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby="locker-terminals-heading">
      <Title order={2} size="h3" id="locker-terminals-heading">
        {t('terminals.heading')}
      </Title>
      <Text c="dimmed">{t('terminals.intro')}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim())
            create.mutate(name.trim(), {
              onSuccess: (made) => {
                setCreated(made);
                setName('');
              },
            });
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('terminals.name')}
            placeholder={t('terminals.namePlaceholder')}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={create.error?.message}
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {t('terminals.create')}
          </Button>
        </Group>
      </form>
      {created && (
        <Alert color="teal" role="status">
          <Stack gap="xs">
            <Text fw={700}>{t('terminals.createdTitle', { name: created.name })}</Text>
            <Text size="sm">{t('terminals.createdText')}</Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('terminals.url')}
                value={created.url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1 }}
              />
              <CopyButton value={created.url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('terminals.copied') : t('terminals.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Button variant="subtle" onClick={() => setCreated(undefined)} w="fit-content">
              {t('terminals.done')}
            </Button>
          </Stack>
        </Alert>
      )}
      <QueryState isPending={terminals.isPending} empty={list.length === 0 && t('terminals.empty')} />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table highlightOnHover>
            <Table.Caption>{t('terminals.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('terminals.name')}</Table.Th>
                <Table.Th scope="col">{t('terminals.createdAt')}</Table.Th>
                <Table.Th scope="col">{t('terminals.status')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('terminals.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((terminal) => (
                <Table.Tr key={terminal.id}>
                  <Table.Th scope="row" fw={500}>
                    {terminal.name}
                  </Table.Th>
                  <Table.Td>{formatDateTime(terminal.createdAt, i18n.resolvedLanguage)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c={terminal.revokedAt ? 'gray.7' : 'teal.9'}>
                      {terminal.revokedAt ? t('terminals.revoked') : t('terminals.valid')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {!terminal.revokedAt && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`${t('terminals.revoke')}: ${terminal.name}`}
                        onClick={() => {
                          revoke.reset();
                          setRevoking(terminal);
                        }}
                      >
                        {t('terminals.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={Boolean(revoking)}
        title={t('terminals.revokeTitle')}
        confirmLabel={t('terminals.revoke')}
        cancelLabel={t('terminals.cancel')}
        loading={revoke.isPending}
        error={revoke.error?.message}
        onClose={() => setRevoking(undefined)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(undefined) })}
      >
        {t('terminals.revokeText', { name: revoking?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
