import {
  LOGBOOK_NOTE_MAX,
  LOGBOOK_REASON_MAX,
  LOGBOOK_TEXT_MAX,
  LOGBOOK_TRIP_KINDS,
  type LogbookTripKind,
} from '@buchbar/domain/fleet/logbook';
import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import { type LogbookEntry, useAmendLogbookEntry } from '../api/logbook';
import {
  changesOf,
  fieldsOfKind,
  formatDay,
  formValuesOf,
  type LogbookFormValues,
} from '../utils/logbook-form';

/**
 * Completes (own open entry) or corrects (report holders) an entry: the form starts from the
 * current version and sends only what changed; a correction needs a reason. The server's
 * refusals (closed, mileage order, missing destination, …) are shown in the dialog.
 */
export function AmendDialog({ entry, onClose }: { entry: LogbookEntry | null; onClose: () => void }) {
  return (
    <ModalFrame entry={entry} onClose={onClose}>
      {entry && <AmendForm key={entry.id + entry.versions.length} entry={entry} onDone={onClose} />}
    </ModalFrame>
  );
}

function ModalFrame({
  entry,
  onClose,
  children,
}: {
  entry: LogbookEntry | null;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('fleetLogbook');
  const correction = entry?.canAmend === 'CORRECTION';
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={correction ? t('dialog.correctTitle') : t('dialog.completeTitle')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialog.cancel') }}
    >
      {children}
    </Modal>
  );
}

function AmendForm({ entry, onDone }: { entry: LogbookEntry; onDone: () => void }) {
  const { t, i18n } = useTranslation('fleetLogbook');
  const amend = useAmendLogbookEntry();
  const [values, setValues] = useState<LogbookFormValues>(() => formValuesOf(entry.current));
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const correction = entry.canAmend === 'CORRECTION';
  // Read the value during the event: React nulls currentTarget before a deferred updater runs.
  const set =
    (key: keyof LogbookFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const changes = changesOf(entry.current, values);
    if (Object.keys(changes).length === 0) return setProblem(t('dialog.noChange'));
    if (correction && values.reason.trim() === '') return setReasonMissing(true);
    amend.mutate(
      { entryId: entry.id, body: { changes, reason: values.reason.trim() } },
      {
        onSuccess: () => {
          notifySuccess(
            t('dialog.saved'),
            t('entry.label', {
              date: formatDay(entry.current.date, i18n.language),
              plate: entry.current.plate,
            }),
          );
          onDone();
        },
        onError: (error) => setProblem(error instanceof Error ? error.message : String(error)),
      },
    );
  };

  const textFields = fieldsOfKind(values.tripKind);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {correction
            ? t('dialog.correctIntro')
            : t('dialog.completeIntro', { date: formatDateTime(entry.closesAt, i18n.language) })}
        </Text>
        <Radio.Group
          label={t('fields.tripKind')}
          description={t(`tripKindHelp.${values.tripKind}`)}
          value={values.tripKind}
          onChange={(kind) => setValues((v) => ({ ...v, tripKind: kind as LogbookTripKind }))}
        >
          <Group gap="md" mt={6}>
            {LOGBOOK_TRIP_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`tripKinds.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('fields.startMileage')}
            inputMode="numeric"
            value={values.startMileage}
            onChange={set('startMileage')}
          />
          <TextInput
            label={t('fields.endMileage')}
            inputMode="numeric"
            value={values.endMileage}
            onChange={set('endMileage')}
          />
        </SimpleGrid>
        {textFields.map((f) =>
          f === 'note' ? (
            <TextInput
              key={f}
              label={t('fields.note')}
              maxLength={LOGBOOK_NOTE_MAX}
              value={values.note}
              onChange={set('note')}
            />
          ) : (
            <TextInput
              key={f}
              label={t(`fields.${f}`)}
              maxLength={LOGBOOK_TEXT_MAX}
              required={values.tripKind === 'business' && (f === 'destination' || f === 'purpose')}
              value={values[f]}
              onChange={set(f)}
            />
          ),
        )}
        <Textarea
          label={correction ? t('dialog.reason') : t('dialog.reasonOptional')}
          required={correction}
          autosize
          minRows={2}
          maxLength={LOGBOOK_REASON_MAX}
          value={values.reason}
          error={reasonMissing && values.reason.trim() === '' ? t('dialog.reasonRequired') : undefined}
          onChange={set('reason')}
        />
        {problem && (
          <Alert
            color="red"
            role="alert"
            title={t('dialog.failed')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={amend.isPending}>
            {t('dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
