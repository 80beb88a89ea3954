import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeviceTokens } from '@/components/device-tokens';
import { formatDateTime } from '@/lib/format-date';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useCreateKioskToken, useKioskTokens, useRevokeKioskToken } from '../api/kiosk-tokens';
import { KioskTokenCreated } from './kiosk-token-created';

interface KioskPanelProps {
  product: SpaceProduct;
  floorPlanId: string;
}

/** Wall displays of the floor plan: one revocable token per device (issue 4, item 5). */
export function KioskPanel({ product, floorPlanId }: KioskPanelProps) {
  const { t, i18n } = useTranslation('adminSpaces');
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('kiosk.intro')}</Text>
      <DeviceTokens
        tokens={useKioskTokens(product, floorPlanId)}
        create={useCreateKioskToken(product, floorPlanId)}
        revoke={useRevokeKioskToken(product, floorPlanId)}
        minWidth={520}
        texts={{
          name: t('kiosk.name'),
          namePlaceholder: t('kiosk.namePlaceholder'),
          create: t('kiosk.create'),
          empty: t('kiosk.empty'),
          caption: t('kiosk.caption'),
          createdAt: t('kiosk.createdAt'),
          status: t('seats.status'),
          actions: t('seats.actions'),
          revoke: t('kiosk.revoke'),
          revokeTitle: t('kiosk.revokeTitle'),
          cancel: t('actions.cancel'),
          revokeText: (name) => t('kiosk.revokeText', { name }),
        }}
        status={(token) => (
          <Badge color={token.revokedAt ? 'gray' : 'teal'} variant="light">
            {token.revokedAt
              ? t('kiosk.revokedAt', { date: formatDateTime(token.revokedAt, i18n.resolvedLanguage) })
              : t('kiosk.valid')}
          </Badge>
        )}
        created={(created, onDone) => <KioskTokenCreated created={created} onDone={onDone} />}
      />
    </Stack>
  );
}
