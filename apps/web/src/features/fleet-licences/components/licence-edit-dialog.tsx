import { LICENCE_CLASSES, type LicenceClass } from '@buchbar/domain/fleet/vehicle-constants';
import { Alert, Checkbox, Loader, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { DialogForm } from '@/components/form-dialog';
import { formatLocalDay } from '@/lib/fleet-licences';
import { notifySuccess } from '@/lib/notify';
import { type LicenceForm, type UserLicenceAnswer, useSaveLicence, useUserLicence } from '../api/licences';

type Draft = {
  number: string;
  issueDate: string;
  classes: LicenceClass[];
  restrictions: string;
  info: string;
  banFrom: string;
  banTo: string;
  lastCheck: string;
};

const EMPTY: Draft = {
  number: '',
  issueDate: '',
  classes: [],
  restrictions: '',
  info: '',
  banFrom: '',
  banTo: '',
  lastCheck: '',
};

function draftOf(answer: UserLicenceAnswer | undefined): Draft {
  const l = answer?.licence;
  if (!l) return EMPTY;
  return {
    number: l.number,
    issueDate: l.issueDate,
    classes: LICENCE_CLASSES.filter((c) => l.classes[c] === true),
    restrictions: l.restrictions,
    info: l.info,
    banFrom: l.banFrom ?? '',
    banTo: l.banTo ?? '',
    lastCheck: l.lastCheck ?? '',
  };
}

const toForm = (d: Draft): LicenceForm => ({
  number: d.number,
  issueDate: d.issueDate,
  classes: Object.fromEntries(LICENCE_CLASSES.map((c) => [c, d.classes.includes(c)])),
  restrictions: d.restrictions,
  info: d.info,
  banFrom: d.banFrom || null,
  banTo: d.banTo || null,
  lastCheck: d.lastCheck || null,
});

/**
 * The "driver's licence dialog" (spec 2): number, issue date, the 17 class flags, restrictions,
 * additional information, driving ban and last check. Opening it reads the licence (an examiner's
 * view, audited by the server); the server decides every rule and answers in the user's language.
 */
export function LicenceEditDialog({
  userId,
  name,
  onClose,
}: {
  userId: string | undefined;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('fleetLicences');
  const query = useUserLicence(userId);
  const save = useSaveLicence();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { data } = query;
  useEffect(() => {
    setDraft(draftOf(data));
  }, [data]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    save.mutate(
      { userId, form: toForm(draft) },
      {
        onSuccess: () => {
          notifySuccess(t('saved'), t('savedText', { name }));
          close();
        },
      },
    );
  };
  return (
    <Modal opened={userId !== undefined} onClose={close} title={t('dialogTitle', { name })} size="lg">
      {query.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : query.error ? (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      ) : (
        <DialogForm
          onSubmit={submit}
          saving={save.isPending}
          onCancel={close}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
        >
          <LicenceFields draft={draft} set={set} />
          <CheckHistory answer={data} />
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
        </DialogForm>
      )}
    </Modal>
  );
}

type SetDraft = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

/** Number, issue date, classes, restrictions, information, driving ban and last check. */
function LicenceFields({ draft, set }: { draft: Draft; set: SetDraft }) {
  const { t } = useTranslation('fleetLicences');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('number')}
          required
          maxLength={50}
          value={draft.number}
          onChange={(e) => set('number', e.currentTarget.value)}
        />
        <DateField
          label={t('issueDate')}
          required
          clearable={false}
          value={draft.issueDate}
          onChange={(v) => set('issueDate', v)}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('classes')}
        value={draft.classes}
        onChange={(v) =>
          set(
            'classes',
            LICENCE_CLASSES.filter((c) => v.includes(c)),
          )
        }
      >
        <SimpleGrid cols={{ base: 4, xs: 6 }} spacing="xs" mt="xs">
          {LICENCE_CLASSES.map((c) => (
            <Checkbox key={c} value={c} label={c} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <TextInput
        label={t('restrictions')}
        maxLength={500}
        value={draft.restrictions}
        onChange={(e) => set('restrictions', e.currentTarget.value)}
      />
      <Textarea
        label={t('info')}
        maxLength={2000}
        autosize
        minRows={2}
        value={draft.info}
        onChange={(e) => set('info', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {(['banFrom', 'banTo', 'lastCheck'] as const).map((key) => (
          <DateField key={key} label={t(key)} value={draft[key]} onChange={(v) => set(key, v)} />
        ))}
      </SimpleGrid>
    </>
  );
}

/** The next check and its examiner, and the checks so far. */
function CheckHistory({ answer }: { answer: UserLicenceAnswer | undefined }) {
  const { t, i18n } = useTranslation('fleetLicences');
  const lang = i18n.resolvedLanguage;
  const history = answer?.checks ?? [];
  return (
    <>
      {answer?.licence?.nextCheck && (
        <Text size="sm">
          {t('nextCheckIs', { date: formatLocalDay(answer.licence.nextCheck, lang) })}
          {answer.licence.examiner ? ` · ${t('examinerIs', { name: answer.licence.examiner.name })}` : ''}
        </Text>
      )}
      {history.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} component="h3" m={0}>
            {t('history')}
          </Text>
          <Stack component="ul" gap={2} m={0} pl="md">
            {history.map((c) => (
              <Text component="li" size="sm" key={c.recordedAt}>
                {t('historyEntry', {
                  date: formatLocalDay(c.checkedOn, lang),
                  next: formatLocalDay(c.nextCheck, lang),
                  examiner: c.examiner?.name ?? t('none'),
                })}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </>
  );
}
