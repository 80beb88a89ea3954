import { LICENCE_CLASSES } from '@buchbar/domain/fleet/vehicle-constants';
import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLocalDay, LICENCE_STATUS_COLOUR } from '@/lib/fleet-licences';
import { useOwnLicence } from '../api/get-own-licence';

/**
 * The signed-in user's own licence, read-only (issue 12 point 8): status, classes, next check,
 * ban. Changing it is an examiner's work (ADR 0011).
 */
export function OwnLicenceSection({ userId }: { userId: string | undefined }) {
  const { t, i18n } = useTranslation('fleetLicences');
  const lang = i18n.resolvedLanguage;
  const query = useOwnLicence(userId);
  const l = query.data?.licence;
  return (
    <Stack gap="sm" maw={560} component="section" aria-labelledby="own-licence-heading">
      <Group gap="sm" align="center">
        <Title order={2} fz="h3" id="own-licence-heading">
          {t('own.heading')}
        </Title>
        {query.data && (
          <Badge
            color={LICENCE_STATUS_COLOUR[query.data.status]}
            variant="filled"
            autoContrast
            data-testid="own-licence-status"
          >
            {t(`status.${query.data.status}`)}
          </Badge>
        )}
      </Group>
      {query.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {query.error && (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      )}
      {query.data && !l && <Text size="sm">{t('own.none')}</Text>}
      {l && (
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>{t('classes')}</Table.Th>
              <Table.Td>{LICENCE_CLASSES.filter((c) => l.classes[c]).join(', ') || t('none')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('lastCheck')}</Table.Th>
              <Table.Td>{formatLocalDay(l.lastCheck, lang) || t('none')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('nextCheck')}</Table.Th>
              <Table.Td>{formatLocalDay(l.nextCheck, lang) || t('none')}</Table.Td>
            </Table.Tr>
            {(l.banFrom || l.banTo) && (
              <Table.Tr>
                <Table.Th>{t('ban')}</Table.Th>
                <Table.Td>
                  {formatLocalDay(l.banFrom, lang)} – {formatLocalDay(l.banTo, lang) || t('open')}
                </Table.Td>
              </Table.Tr>
            )}
            {l.restrictions && (
              <Table.Tr>
                <Table.Th>{t('restrictions')}</Table.Th>
                <Table.Td>{l.restrictions}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
      {query.data && (
        <Text size="sm" c="dimmed">
          {t('own.readOnly')}
        </Text>
      )}
    </Stack>
  );
}
