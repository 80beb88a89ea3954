import {
  LOGBOOK_NOTE_MAX,
  LOGBOOK_REASON_MAX,
  LOGBOOK_TEXT_MAX,
  LOGBOOK_TRIP_KINDS,
  type LogbookTripKind,
} from '@buchbar/domain/fleet/logbook';
import { Alert, Group, Modal, Radio, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '@/components/form-dialog';
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
  const form = useAmendForm(entry, onDone);
  const { values, set, correction } = form;
  return (
    <DialogForm
      onSubmit={form.submit}
      saving={form.saving}
      onCancel={onDone}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.save')}
      gap="sm"
    >
      <Text size="sm">
        {correction
          ? t('dialog.correctIntro')
          : t('dialog.completeIntro', { date: formatDateTime(entry.closesAt, i18n.language) })}
      </Text>
      <TripFields values={values} setValues={form.setValues} set={set} />
      <Textarea
        label={correction ? t('dialog.reason') : t('dialog.reasonOptional')}
        required={correction}
        autosize
        minRows={2}
        maxLength={LOGBOOK_REASON_MAX}
        value={values.reason}
        error={form.reasonMissing && values.reason.trim() === '' ? t('dialog.reasonRequired') : undefined}
        onChange={set('reason')}
      />
      {form.problem && (
        <Alert
          color="red"
          role="alert"
          title={t('dialog.failed')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {form.problem}
        </Alert>
      )}
    </DialogForm>
  );
}

/** The form starts from the current version and sends only what changed; a correction needs a reason. */
function useAmendForm(entry: LogbookEntry, onDone: () => void) {
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
  return { values, setValues, set, correction, problem, reasonMissing, submit, saving: amend.isPending };
}

type AmendFormState = ReturnType<typeof useAmendForm>;

/** Business or private trip, the mileages and the texts the kind of trip asks for. */
function TripFields(props: Pick<AmendFormState, 'values' | 'setValues' | 'set'>) {
  const { values, setValues, set } = props;
  const { t } = useTranslation('fleetLogbook');
  return (
    <>
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
        {(['startMileage', 'endMileage'] as const).map((f) => (
          <TextInput
            key={f}
            label={t(`fields.${f}`)}
            inputMode="numeric"
            value={values[f]}
            onChange={set(f)}
          />
        ))}
      </SimpleGrid>
      {fieldsOfKind(values.tripKind).map((f) =>
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
    </>
  );
}
