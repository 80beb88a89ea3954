import type { LogbookContent, LogbookEditableField } from '@buchbar/domain/fleet/logbook';
import { logbookDistance } from '@buchbar/domain/fleet/logbook';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StackedDetail } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format-date';
import type { LogbookEntry } from '../api/logbook';
import { formatDay } from '../utils/logbook-form';

const TEXT_FIELDS = ['destination', 'stopover', 'detour', 'purpose', 'partner', 'note'] as const;

/** A field's value as the screen shows it (numbers grouped, kinds translated, empty as a dash). */
function useFieldText() {
  const { t, i18n } = useTranslation('fleetLogbook');
  return (c: LogbookContent, f: LogbookEditableField) => {
    if (f === 'tripKind') return t(`tripKinds.${c.tripKind}`);
    const v = c[f];
    if (v === null || v === '') return t('entry.emptyValue');
    if (typeof v === 'number') return v.toLocaleString(i18n.language.startsWith('en') ? 'en-GB' : 'de-DE');
    return v;
  };
}

/**
 * One logbook entry: the current version's fields, its state (open until / closed, missing
 * fields) and every later version with its kind, author, date and reason, each changed field's
 * previous value struck through (<del>) beside the new one (<ins>).
 */
export function LogbookEntryCard({
  entry,
  onAmend,
}: {
  entry: LogbookEntry;
  onAmend: (entry: LogbookEntry) => void;
}) {
  const { t, i18n } = useTranslation('fleetLogbook');
  const text = useFieldText();
  const c = entry.current;
  const km = logbookDistance(c);
  const headingId = `logbook-entry-${entry.id}`;
  return (
    <Card component="li" withBorder padding="sm" aria-labelledby={headingId} data-testid="logbook-entry">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text component="h3" id={headingId} fw={600} size="md" m={0}>
          {t('entry.label', { date: formatDay(c.date, i18n.language), plate: c.plate })}
        </Text>
        <Group gap={6}>
          <Badge variant="light" c="dark.7" color={c.tripKind === 'business' ? 'blue' : 'gray'}>
            {t(`tripKinds.${c.tripKind}`)}
          </Badge>
          <Badge variant="outline" c="dark.7" color={entry.open ? 'teal' : 'gray'}>
            {entry.open
              ? t('entry.open', { date: formatDateTime(entry.closesAt, i18n.language) })
              : t('entry.closed')}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" mt={4}>
        {c.driverName} · {text(c, 'startMileage')} – {text(c, 'endMileage')} km
        {km !== null && ` (${t('entry.km', { value: km })})`}
      </Text>
      <EntryFields content={c} />
      {entry.missing.length > 0 && (
        <Text size="sm" c="red.9" mt="xs" fw={600}>
          {t('entry.missing', { fields: entry.missing.map((f) => t(`fields.${f}`)).join(', ') })}
        </Text>
      )}
      <EntryVersions entry={entry} />
      {entry.canAmend !== 'NONE' && (
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            variant={entry.canAmend === 'COMPLETION' ? 'filled' : 'default'}
            onClick={() => onAmend(entry)}
            aria-describedby={headingId}
          >
            {entry.canAmend === 'COMPLETION' ? t('entry.complete') : t('entry.correct')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** The texts given, the planned and the actual period. */
function EntryFields({ content: c }: { content: LogbookContent }) {
  const { t, i18n } = useTranslation('fleetLogbook');
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="xs"
      verticalSpacing={4}
      mt="xs"
      mb={0}
    >
      {TEXT_FIELDS.filter((f) => c[f] !== '').map((f) => (
        <StackedDetail key={f} label={t(`fields.${f}`)} wrapAnywhere>
          {c[f]}
        </StackedDetail>
      ))}
      <StackedDetail label={t('entry.planned')}>
        {formatDateTime(c.plannedStart, i18n.language)} – {formatDateTime(c.plannedEnd, i18n.language)}
      </StackedDetail>
      <StackedDetail label={t('entry.actual')}>
        {c.actualStart ? formatDateTime(c.actualStart, i18n.language) : t('entry.emptyValue')} –{' '}
        {formatDateTime(c.actualEnd, i18n.language)}
      </StackedDetail>
    </SimpleGrid>
  );
}

/** Who wrote the entry when, and every later version. */
function EntryVersions({ entry }: { entry: LogbookEntry }) {
  const { t, i18n } = useTranslation('fleetLogbook');
  const [original, ...changes] = entry.versions;
  return (
    <Stack gap={4} mt="xs">
      {original && (
        <Text size="xs" c="dimmed">
          {t('entry.original', {
            date: formatDateTime(original.createdAt, i18n.language),
            author: original.author.name,
          })}
        </Text>
      )}
      {changes.length > 0 && (
        <Stack
          component="ol"
          gap={6}
          m={0}
          pl={0}
          style={{ listStyle: 'none' }}
          aria-label={t('entry.versions')}
        >
          {changes.map((v, i) => (
            <VersionItem key={v.id} version={v} before={entry.versions[i]?.content} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A later version: its kind, author, date and reason; each changed field's old value struck through. */
function VersionItem(props: {
  version: LogbookEntry['versions'][number];
  before: LogbookContent | undefined;
}) {
  const { version: v, before } = props;
  const { t, i18n } = useTranslation('fleetLogbook');
  const text = useFieldText();
  return (
    <li data-testid="logbook-version">
      <Text size="sm" fw={600} c={v.kind === 'CORRECTION' ? 'red.9' : 'dark.7'}>
        {t('entry.change', {
          kind: t(`kinds.${v.kind}`),
          version: v.version,
          date: formatDateTime(v.createdAt, i18n.language),
          author: v.author.name,
        })}
      </Text>
      {v.reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('entry.reason', { reason: v.reason })}
        </Text>
      )}
      {before && (
        <Stack component="ul" gap={2} m={0} pl="md">
          {v.changedFields.map((f) => (
            <Text component="li" size="sm" key={f} style={{ overflowWrap: 'anywhere' }}>
              {t(`fields.${f}`)}: <VisuallyHidden>{t('entry.was')}: </VisuallyHidden>
              <del>{text(before, f)}</del> <span aria-hidden>→</span>{' '}
              <VisuallyHidden>{t('entry.now')}: </VisuallyHidden>
              <ins style={{ textDecoration: 'none', fontWeight: 600 }}>{text(v.content, f)}</ins>
            </Text>
          ))}
        </Stack>
      )}
    </li>
  );
}
