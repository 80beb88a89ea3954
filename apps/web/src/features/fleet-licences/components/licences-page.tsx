import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CardGrid, Detail, DetailList } from '@/components/detail-list';
import { QueryStateOrFailure } from '@/components/load-failed';
import { PageHeading } from '@/components/page-heading';
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
  const { t } = useTranslation('fleetLicences');
  const { data: me } = useMe();
  const [status, setStatus] = useState<LicenceStatusValue | undefined>();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useLicences(status, q);
  const check = useLicenceCheck();
  const [editing, setEditing] = useState<LicenceListEntry>();
  const items = query.data?.items ?? [];
  return (
    <Stack gap="md">
      <PageHeading title={t('heading')} intro={t('intro')} />
      <LicenceFilters status={status} onStatus={setStatus} search={search} onSearch={setSearch} />
      <QueryStateOrFailure
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        summary={
          query.data
            ? `${t('people', { count: items.length })}, ${t('badge', { count: query.data.due })}`
            : undefined
        }
        empty={items.length === 0 && t('empty')}
      />
      {items.length > 0 && (
        <CardGrid label={t('listLabel')} cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((e) => (
            <LicenceCard
              key={e.user.id}
              entry={e}
              own={e.user.id === me?.user.id}
              checkPending={check.record.isPending}
              onEdit={() => setEditing(e)}
              onCheck={() => check.ask(e)}
            />
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        opened={check.checking !== undefined}
        title={t('recordCheckTitle')}
        // Recording a check destroys nothing: the theme's colour, not red.
        destructive={false}
        confirmLabel={t('recordCheck')}
        cancelLabel={t('cancel')}
        loading={check.record.isPending}
        error={check.checking && check.record.error ? check.record.error.message : undefined}
        onConfirm={check.confirm}
        onClose={check.close}
      >
        {check.checking ? t('recordCheckText', { name: check.checking.user.name }) : ''}
      </ConfirmDialog>
      <LicenceEditDialog
        userId={editing?.user.id}
        name={editing?.user.name ?? ''}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}

/** Record a licence check after the confirmation; the toast names the next check. */
function useLicenceCheck() {
  const { t, i18n } = useTranslation('fleetLicences');
  const record = useRecordCheck();
  const [checking, setChecking] = useState<LicenceListEntry>();
  const confirm = () => {
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
              next: formatLocalDay(answer.licence?.nextCheck, i18n.resolvedLanguage),
            }),
          );
          setChecking(undefined);
        },
      },
    );
  };
  const ask = (e: LicenceListEntry) => {
    record.reset();
    setChecking(e);
  };
  const close = () => {
    setChecking(undefined);
    record.reset();
  };
  return { record, checking, ask, confirm, close };
}

/** Filter by status and search by name. */
function LicenceFilters(props: {
  status: LicenceStatusValue | undefined;
  onStatus: (status: LicenceStatusValue | undefined) => void;
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('fleetLicences');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filter.status')}
        data={[
          { value: 'all', label: t('filter.all') },
          ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        value={props.status ?? 'all'}
        onChange={(v) => props.onStatus(v && v !== 'all' ? (v as LicenceStatusValue) : undefined)}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      <TextInput
        label={t('filter.search')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={props.search}
        onChange={(e) => props.onSearch(e.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
        type="search"
      />
    </Group>
  );
}

/** One person's licence: status, department, classes, last and next check, ban; edit and check. */
function LicenceCard(props: {
  entry: LicenceListEntry;
  own: boolean;
  checkPending: boolean;
  onEdit: () => void;
  onCheck: () => void;
}) {
  const { entry: e, own } = props;
  const { t, i18n } = useTranslation('fleetLicences');
  const lang = i18n.resolvedLanguage;
  return (
    <Card
      component="li"
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
        <DetailList>
          <Detail label={t('department')}>{e.user.departmentName ?? t('none')}</Detail>
          <Detail label={t('classes')}>{e.classes.length > 0 ? e.classes.join(', ') : t('none')}</Detail>
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
        </DetailList>
        {!own && (
          <Group gap="sm" justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              aria-label={t('editLabel', { name: e.user.name })}
              onClick={props.onEdit}
            >
              {e.status === 'none' ? t('add') : t('edit')}
            </Button>
            {e.status !== 'none' && (
              <Button
                leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
                aria-label={t('recordCheckLabel', { name: e.user.name })}
                disabled={props.checkPending}
                onClick={props.onCheck}
              >
                {t('recordCheck')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
