import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useCreateKioskToken, useKioskTokens, useRevokeKioskToken } from '../api/kiosk-tokens';
import type { KioskTokenCreated as Created, KioskToken } from '../api/types';
import { KioskTokenCreated } from './kiosk-token-created';

interface KioskPanelProps {
  product: SpaceProduct;
  floorPlanId: string;
}

/** Wall displays of the floor plan: one revocable token per device (issue 4, item 5). */
export function KioskPanel({ product, floorPlanId }: KioskPanelProps) {
  const { t, i18n } = useTranslation('adminSpaces');
  const tokens = useKioskTokens(product, floorPlanId);
  const create = useCreateKioskToken(product, floorPlanId);
  const revoke = useRevokeKioskToken(product, floorPlanId);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<Created>();
  const [revoking, setRevoking] = useState<KioskToken>();
  const list = tokens.data ?? [];
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('kiosk.intro')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim())
            create.mutate(name.trim(), {
              onSuccess: (token) => {
                setCreated(token);
                setName('');
              },
            });
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('kiosk.name')}
            placeholder={t('kiosk.namePlaceholder')}
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={create.error?.message}
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {t('kiosk.create')}
          </Button>
        </Group>
      </form>
      {created && <KioskTokenCreated created={created} onDone={() => setCreated(undefined)} />}
      <QueryState isPending={tokens.isPending} empty={list.length === 0 && t('kiosk.empty')} />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table highlightOnHover>
            <Table.Caption>{t('kiosk.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('kiosk.name')}</Table.Th>
                <Table.Th scope="col">{t('kiosk.createdAt')}</Table.Th>
                <Table.Th scope="col">{t('seats.status')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('seats.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Th scope="row" fw={500}>
                    {token.name}
                  </Table.Th>
                  <Table.Td>{formatDateTime(token.createdAt, i18n.resolvedLanguage)}</Table.Td>
                  <Table.Td>
                    <Badge color={token.revokedAt ? 'gray' : 'teal'} variant="light">
                      {token.revokedAt
                        ? t('kiosk.revokedAt', {
                            date: formatDateTime(token.revokedAt, i18n.resolvedLanguage),
                          })
                        : t('kiosk.valid')}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    {!token.revokedAt && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`${t('kiosk.revoke')}: ${token.name}`}
                        onClick={() => {
                          revoke.reset();
                          setRevoking(token);
                        }}
                      >
                        {t('kiosk.revoke')}
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
        title={t('kiosk.revokeTitle')}
        confirmLabel={t('kiosk.revoke')}
        cancelLabel={t('actions.cancel')}
        loading={revoke.isPending}
        error={revoke.error?.message}
        onClose={() => setRevoking(undefined)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(undefined) })}
      >
        {t('kiosk.revokeText', { name: revoking?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
