import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatLocalDay, LICENCE_STATUS_COLOUR } from '@/lib/fleet-licences';
import { notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { type LicenceListEntry, type LicenceStatusValue, useLicences, useRecordCheck } from '../api/licences';
import { LicenceEditDialog } from './licence-edit-dialog';

const STATUSES: LicenceStatusValue[] = ['overdue', 'dueSoon', 'valid', 'none'];

/**
 * /fahrzeuge/fuehrerschein (issue 12 point 7): everyone's licence-check status for examiners
 * (with the department check on, their own department only), filtered by status and name; edit a
 * licence in a dialog, record a check after a confirmation. Nobody edits or checks their own
 * licence (ADR 0011), so those buttons are missing on the examiner's own card.
 */
export function LicencesPage() {
  const { t, i18n } = useTranslation('fleetLicences');
  const lang = i18n.resolvedLanguage;
  const { data: me } = useMe();
  const [status, setStatus] = useState<LicenceStatusValue | undefined>();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useLicences(status, q);
  const record = useRecordCheck();
  const [checking, setChecking] = useState<LicenceListEntry>();
  const [editing, setEditing] = useState<LicenceListEntry>();
  const items = query.data?.items ?? [];
  const own = (e: LicenceListEntry) => e.user.id === me?.user.id;

  const confirmCheck = () => {
    const e = checking;
    if (!e) return;
    record.mutate(
      { userId: e.user.id, name: e.user.name },
      {
        onSuccess: (answer) => {
          notifySuccess(
            t('checkRecorded'),
            t('checkRecordedText', {
              name: e.user.name,
              next: formatLocalDay(answer.licence?.nextCheck, lang),
            }),
          );
          setChecking(undefined);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <PageHeading title={t('heading')} intro={t('intro')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filter.status')}
          data={[
            { value: 'all', label: t('filter.all') },
            ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={status ?? 'all'}
          onChange={(v) => setStatus(v && v !== 'all' ? (v as LicenceStatusValue) : undefined)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          label={t('filter.search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
          type="search"
        />
      </Group>
      {query.error ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => query.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <QueryState
          isPending={query.isPending}
          isFetching={query.isFetching}
          summary={
            query.data
              ? `${t('people', { count: items.length })}, ${t('badge', { count: query.data.due })}`
              : undefined
          }
          empty={items.length === 0 && t('empty')}
        />
      )}
      {items.length > 0 && (
        <SimpleGrid
          component="ul"
          aria-label={t('listLabel')}
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((e) => (
            <Card
              component="li"
              key={e.user.id}
              withBorder
              padding="md"
              aria-labelledby={`licence-${e.user.id}`}
              data-testid="licence-card"
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Title order={2} fz="lg" id={`licence-${e.user.id}`} style={{ overflowWrap: 'anywhere' }}>
                    {e.user.name}
                  </Title>
                  <Badge
                    color={LICENCE_STATUS_COLOUR[e.status]}
                    variant="filled"
                    autoContrast
                    style={{ flexShrink: 0 }}
                  >
                    {t(`status.${e.status}`)}
                  </Badge>
                </Group>
                <Box component="dl" m={0} style={{ display: 'grid', gap: '0.35rem 1rem' }}>
                  <Detail label={t('department')}>{e.user.departmentName ?? t('none')}</Detail>
                  <Detail label={t('classes')}>
                    {e.classes.length > 0 ? e.classes.join(', ') : t('none')}
                  </Detail>
                  <Detail label={t('lastCheck')}>{formatLocalDay(e.lastCheck, lang) || t('none')}</Detail>
                  <Detail label={t('nextCheck')}>
                    <Text component="span" size="sm" fw={e.status === 'valid' ? undefined : 600}>
                      {formatLocalDay(e.nextCheck, lang) || t('none')}
                    </Text>
                  </Detail>
                  {e.banActive && (
                    <Detail label={t('ban')}>
                      <Text component="span" size="sm" c="red.8" fw={600}>
                        {t('banActive')}
                      </Text>
                    </Detail>
                  )}
                </Box>
                {!own(e) && (
                  <Group gap="sm" justify="flex-end">
                    <Button
                      variant="default"
                      leftSection={<IconEdit size={16} aria-hidden="true" />}
                      aria-label={t('editLabel', { name: e.user.name })}
                      onClick={() => setEditing(e)}
                    >
                      {e.status === 'none' ? t('add') : t('edit')}
                    </Button>
                    {e.status !== 'none' && (
                      <Button
                        leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
                        aria-label={t('recordCheckLabel', { name: e.user.name })}
                        disabled={record.isPending}
                        onClick={() => {
                          record.reset();
                          setChecking(e);
                        }}
                      >
                        {t('recordCheck')}
                      </Button>
                    )}
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={checking !== undefined}
        title={t('recordCheckTitle')}
        // Recording a check destroys nothing: the theme's colour, not red.
        destructive={false}
        confirmLabel={t('recordCheck')}
        cancelLabel={t('cancel')}
        loading={record.isPending}
        error={checking && record.error ? record.error.message : undefined}
        onConfirm={confirmCheck}
        onClose={() => {
          setChecking(undefined);
          record.reset();
        }}
      >
        {checking ? t('recordCheckText', { name: checking.user.name }) : ''}
      </ConfirmDialog>
      <LicenceEditDialog
        userId={editing?.user.id}
        name={editing?.user.name ?? ''}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}

/** One term and its description; on wide cards the term sits left of the value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, 9rem) minmax(0, 1fr)',
        gap: '0 0.75rem',
      }}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
