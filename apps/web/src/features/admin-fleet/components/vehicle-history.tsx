import { VEHICLE_HISTORY_TYPES } from '@buchbar/domain/fleet/vehicle-constants';
import { Anchor, Badge, Button, Card, Group, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { StackedDetail } from '@/components/detail-list';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import {
  type HistoryEntry,
  type HistoryFilter,
  type HistoryType,
  useHistoryPages,
} from '../api/vehicle-history';
import { historyReadings } from '../utils/history-entry';
import { LoadError } from './load-error';

const TYPE_COLOURS: Record<HistoryType, string> = {
  ERSTELLUNG: 'teal',
  STATUSAENDERUNG: 'orange',
  STAMMDATENAENDERUNG: 'gray',
  WARTUNG: 'grape',
  CHECK_IN: 'blue',
  CHECK_OUT: 'indigo',
  SERVICE: 'violet',
  DEAKTIVIERUNG: 'red',
};

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

function EntryCard({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation('adminFleet');
  return (
    <Card component="li" withBorder padding="sm" data-testid="history-entry">
      <Group justify="space-between" gap="xs" wrap="wrap">
        {/* Dark text on the tinted background: the light variant's own text colour is too pale (axe). */}
        <Badge color={TYPE_COLOURS[entry.type]} c="dark.7" variant="light">
          {t(`history.types.${entry.type}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time> ·{' '}
          {entry.user?.name ?? t('history.system')}
        </Text>
      </Group>
      {entry.description && (
        <Text size="sm" mt={6} component="div" style={{ overflowWrap: 'anywhere' }}>
          <Description text={entry.description} />
        </Text>
      )}
      <EntryReadings entry={entry} />
      {entry.damages.length > 0 && <EntryDamages damages={entry.damages} />}
      {entry.receipts.length > 0 && (
        <Group gap="sm" mt="xs">
          <Text size="sm" fw={600}>
            {t('history.receipts')}
          </Text>
          {entry.receipts.map((r, n) => (
            <Anchor key={r.fileName} href={r.url} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span">
                <IconFileDescription size={16} aria-hidden />
                {t('history.receipt', { n: n + 1 })}
              </Group>
            </Anchor>
          ))}
        </Group>
      )}
    </Card>
  );
}

/** Mileage, levels, cleanliness, parking spot and the attributes of a check-in or check-out. */
function EntryReadings({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('adminFleet');
  const readings = historyReadings(entry);
  if (readings.length === 0 && entry.attributes.length === 0) return null;
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="xs"
      verticalSpacing={4}
      mt="xs"
      mb={0}
    >
      {readings.map((r) => (
        <StackedDetail key={r.key} label={t(`history.readings.${r.key}`)}>
          {r.key === 'mileage'
            ? t('history.km', { value: r.value })
            : r.key.endsWith('Percent')
              ? `${r.value} %`
              : r.value}
        </StackedDetail>
      ))}
      {entry.attributes.map((a) => (
        <StackedDetail key={a.attributeId} label={a.label} wrapAnywhere>
          {a.value}
        </StackedDetail>
      ))}
    </SimpleGrid>
  );
}

/** The damages reported, each with its photos as thumbnails. */
function EntryDamages({ damages }: { damages: HistoryEntry['damages'] }) {
  const { t } = useTranslation('adminFleet');
  return (
    <Stack gap={6} mt="xs">
      <Text size="sm" fw={600} c="red.8">
        {t('history.damages', { count: damages.length })}
      </Text>
      {damages.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: damages are stored in this order
        <div key={i} data-testid="history-damage">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {d.description}
          </Text>
          {d.photos.length > 0 && (
            <Group gap="xs" mt={4}>
              {d.photos.map((p, n) => (
                <Anchor
                  key={p.fileName}
                  href={p.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('history.openPhoto', { n: n + 1, description: d.description })}
                >
                  <img
                    src={p.url}
                    alt=""
                    width={96}
                    height={72}
                    loading="lazy"
                    style={{ objectFit: 'cover', borderRadius: 4, display: 'block', background: '#eee' }}
                  />
                </Anchor>
              ))}
            </Group>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** GET /vehicles/{id}/history, newest first, times in Europe/Berlin; filter by type and day, paged. */
export function VehicleHistory({ vehicleId, name }: { vehicleId: string; name: string }) {
  const { t } = useTranslation('adminFleet');
  const [filter, setFilter] = useState<HistoryFilter>({ types: [], from: '', to: '' });
  const rangeError = filter.from && filter.to && filter.to < filter.from ? t('history.rangeInvalid') : null;
  const query = useHistoryPages(vehicleId, filter, !rangeError);
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="search" aria-label={t('history.filter')}>
        <MultiSelect
          label={t('history.filterType')}
          placeholder={filter.types.length === 0 ? t('history.allTypes') : undefined}
          data={VEHICLE_HISTORY_TYPES.map((type) => ({ value: type, label: t(`history.types.${type}`) }))}
          value={filter.types}
          onChange={(types) => setFilter((f) => ({ ...f, types: types as HistoryType[] }))}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label={t('history.from')}
          value={filter.from}
          onChange={(from) => setFilter((f) => ({ ...f, from }))}
        />
        <DateField
          label={t('history.to')}
          value={filter.to}
          error={rangeError}
          onChange={(to) => setFilter((f) => ({ ...f, to }))}
        />
      </SimpleGrid>
      {query.error ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <QueryState
          isPending={query.isPending && !rangeError}
          isFetching={query.isFetching && !query.isFetchingNextPage}
          empty={!query.isPending && entries.length === 0 && t('history.empty')}
        />
      )}
      {entries.length > 0 && (
        <Stack
          component="ol"
          aria-label={t('history.caption', { name })}
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map((e) => (
            <EntryCard key={e.id} entry={e} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            {t('history.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
