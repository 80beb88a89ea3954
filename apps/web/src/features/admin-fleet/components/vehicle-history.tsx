import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import { type HistoryEntry, useVehicleHistory } from '../api/vehicles';
import { LoadError } from './load-error';

const PHONE = '(max-width: 47.99em)';

/** The stored description, one "field: old → new" per line. */
function Description({ text }: { text: string }) {
  const parts = text.split('; ');
  if (parts.length === 1) return <>{text}</>;
  return (
    <Stack component="ul" gap={2} m={0} pl="md">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        <li key={i}>{part}</li>
      ))}
    </Stack>
  );
}

/** GET /vehicles/{id}/history, newest first, times in Europe/Berlin. */
export function VehicleHistory({ vehicleId, name }: { vehicleId: string; name: string }) {
  const { t, i18n } = useTranslation('adminFleet');
  const query = useVehicleHistory(vehicleId);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const entries = [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const when = (e: HistoryEntry) => formatDateTime(e.createdAt, i18n.language);
  const who = (e: HistoryEntry) => e.user?.name ?? t('history.system');
  const type = (e: HistoryEntry) => t(`history.types.${e.type}`);
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Stack gap="sm">
      <QueryState
        isPending={query.isPending}
        isFetching={query.isFetching}
        empty={entries.length === 0 && t('history.empty')}
      />
      {entries.length > 0 && phone && (
        <Stack
          component="ol"
          aria-label={t('history.caption', { name })}
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map((e) => (
            <Card component="li" key={e.id} withBorder padding="sm">
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm">
                  {type(e)}
                </Text>
                <Text size="xs" c="dimmed">
                  {when(e)} · {who(e)}
                </Text>
              </Group>
              <Text size="sm" mt={4} component="div" style={{ overflowWrap: 'anywhere' }}>
                <Description text={e.description} />
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {entries.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Caption>{t('history.caption', { name })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('history.when')}</Table.Th>
                <Table.Th scope="col">{t('history.type')}</Table.Th>
                <Table.Th scope="col">{t('history.who')}</Table.Th>
                <Table.Th scope="col">{t('history.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(e)}</Table.Td>
                  <Table.Td>{type(e)}</Table.Td>
                  <Table.Td>{who(e)}</Table.Td>
                  <Table.Td>
                    <Description text={e.description} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
