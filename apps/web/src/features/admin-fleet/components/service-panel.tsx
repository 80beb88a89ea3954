import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import {
  type BlockResult,
  useAddBookletEntry,
  useBlockVehicle,
  useServiceBooklet,
} from '../api/vehicle-blocks';
import { localInputNow } from '../utils/service-period';
import { LoadError } from './load-error';
import { type PeriodValues, ServicePeriodForm } from './service-period-form';

const BOOKLET_COLOURS = { DEFEKT: 'red', WARTUNG: 'grape', SERVICE: 'violet' } as const;

const EMPTY: PeriodValues = { type: '', start: '', end: '', description: '' };

type BookletEntry = NonNullable<ReturnType<typeof useServiceBooklet>['data']>[number];

/** The block and booklet mutations of one vehicle, the last block's result and the forms' reset keys. */
function useServicePanel(vehicleId: string) {
  const block = useBlockVehicle(vehicleId);
  const add = useAddBookletEntry(vehicleId);
  const booklet = useServiceBooklet(vehicleId);
  const [blocked, setBlocked] = useState<BlockResult | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState(false);
  const submitBlock = (body: Parameters<typeof block.mutate>[0]) => {
    setBlocked(null);
    block.mutate(body, {
      onSuccess: (result) => {
        setBlocked(result);
        setFormKey((k) => k + 1);
      },
    });
  };
  const submitEntry = (body: Parameters<typeof add.mutate>[0]) =>
    add.mutate(body, { onSuccess: () => setAdded((a) => !a) });
  return { block, add, booklet, blocked, formKey, added, submitBlock, submitEntry };
}

/** Formats an instant in the interface language. */
function useWhen() {
  const { i18n } = useTranslation('adminFleet');
  return (iso: string) => formatDateTime(iso, i18n.language);
}

/** The block section: its form and the live result of the last block. */
function BlockSection({
  panel,
  preset,
}: {
  panel: ReturnType<typeof useServicePanel>;
  preset: PeriodValues['type'] | null;
}) {
  const { t } = useTranslation('adminFleet');
  const when = useWhen();
  const { block, blocked } = panel;
  const initialBlock: PeriodValues = preset
    ? { ...EMPTY, type: preset, start: localInputNow(Date.now()) }
    : EMPTY;
  return (
    <Stack gap="sm" component="section" aria-labelledby="block-heading">
      <Title order={3} size="h4" id="block-heading">
        {t('service.blockHeading')}
      </Title>
      <Text size="sm">{t('service.blockIntro')}</Text>
      <ServicePeriodForm
        key={`block-${panel.formKey}`}
        label={t('service.blockHeading')}
        submitLabel={t('service.blockSubmit')}
        initial={initialBlock}
        pending={block.isPending}
        error={block.error}
        onSubmit={panel.submitBlock}
      />
      <div aria-live="polite">
        {blocked && (
          <Alert color="green" title={t('service.blocked')}>
            {t(`service.types.${blocked.type}`)}: {when(blocked.start)} – {when(blocked.end)}.{' '}
            {blocked.cancelled.length === 0
              ? t('service.cancelledNone')
              : t('service.cancelled', { count: blocked.cancelled.length })}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

/** One entry of the service booklet as a card: type, source, period and description. */
function BookletCard({ entry: e }: { entry: BookletEntry }) {
  const { t } = useTranslation('adminFleet');
  const when = useWhen();
  return (
    <Card component="li" withBorder padding="sm" data-testid="booklet-entry">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Badge variant="light" color={BOOKLET_COLOURS[e.type]} c="dark.7">
            {t(`service.types.${e.type}`)}
          </Badge>
          <Badge variant="outline" color="gray" c="gray.8">
            {t(`service.source.${e.source}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {when(e.start)} – {when(e.end)}
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {e.description}
      </Text>
    </Card>
  );
}

/** The booklet section: load state, the entries and the form of a manual entry. */
function BookletSection({ panel, name }: { panel: ReturnType<typeof useServicePanel>; name: string }) {
  const { t } = useTranslation('adminFleet');
  const { booklet, add } = panel;
  return (
    <Stack gap="sm" component="section" aria-labelledby="booklet-heading">
      <Title order={3} size="h4" id="booklet-heading">
        {t('service.bookletHeading')}
      </Title>
      {booklet.error ? (
        <LoadError error={booklet.error} onRetry={() => booklet.refetch()} />
      ) : (
        <QueryState
          isPending={booklet.isPending}
          isFetching={booklet.isFetching}
          empty={booklet.data?.length === 0 && t('service.bookletEmpty')}
        />
      )}
      {booklet.data && booklet.data.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('service.bookletOf', { name })}
        >
          {booklet.data.map((e) => (
            <BookletCard key={`${e.source}-${e.id}`} entry={e} />
          ))}
        </Stack>
      )}
      <Title order={4} size="h5" mt="sm">
        {t('service.addHeading')}
      </Title>
      <ServicePeriodForm
        key={`entry-${panel.formKey}-${panel.added}`}
        label={t('service.addHeading')}
        submitLabel={t('service.addSubmit')}
        initial={EMPTY}
        pending={add.isPending}
        error={add.error}
        onSubmit={panel.submitEntry}
      />
    </Stack>
  );
}

/**
 * Blocks and the service booklet of one vehicle (issue 11 point 5): block it for WARTUNG, SERVICE
 * or DEFEKT (affected bookings are cancelled by the server and their drivers told), see the
 * booklet and add a manual entry. `preset` comes from the notice mail's link (`?sperre=DEFEKT`):
 * that type, starting now.
 */
export function ServicePanel({
  vehicleId,
  name,
  active,
  preset,
}: {
  vehicleId: string;
  name: string;
  active: boolean;
  preset: PeriodValues['type'] | null;
}) {
  const panel = useServicePanel(vehicleId);
  return (
    <Stack gap="lg">
      {active && <BlockSection panel={panel} preset={preset} />}
      <BookletSection panel={panel} name={name} />
    </Stack>
  );
}
