import { toInstant } from '@buchbar/domain/time/zoned-time';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateTimeField } from '@/components/date-time-field';
import { formatDateTime } from '@/lib/format-date';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { type BulkCancelBody, useBulkCancel } from '../api/bulk-cancel';

/** "2026-11-24T10:00" (a Berlin wall time from datetime-local) as an ISO instant, or null. */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return new Date(toInstant(match[1], match[2])).toISOString();
}

/** The bulk-cancel form, the request awaiting confirmation, its mutation and the last count. */
function useBulkCancelPanel(vehicleId: string) {
  const { t } = useTranslation(['adminFleet', 'common']);
  const cancel = useBulkCancel();
  const [pending, setPending] = useState<BulkCancelBody | null>(null);
  const [result, setResult] = useState<number | null>(null);
  const form = useForm({
    initialValues: { from: '', to: '', info: '' },
    validate: {
      from: (v) => (localInputToIso(v) ? null : t('validation.required')),
      to: (v, all) => {
        const to = localInputToIso(v);
        const from = localInputToIso(all.from);
        if (!to) return t('validation.required');
        return from && to <= from ? t('bulk.rangeInvalid') : null;
      },
      info: (v) => (v.trim() ? null : t('validation.required')),
    },
  });
  useErrorsFollowLanguage(form);
  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit((values) => {
    setResult(null);
    cancel.reset();
    setPending({
      vehicleId,
      from: localInputToIso(values.from) ?? undefined,
      to: localInputToIso(values.to) ?? undefined,
      info: values.info.trim(),
    });
  }, invalid.onValidationFailure);
  const confirm = () => {
    if (!pending) return;
    cancel.mutate(pending, {
      onSuccess: (outcome) => {
        setResult(outcome.cancelled);
        setPending(null);
        form.reset();
      },
    });
  };
  return { cancel, pending, setPending, result, form, invalid, submit, confirm };
}

/** The period and info text of the bulk cancel, and its submit button. */
function BulkCancelForm({ panel }: { panel: ReturnType<typeof useBulkCancelPanel> }) {
  const { t } = useTranslation(['adminFleet', 'common']);
  const { form, invalid } = panel;
  return (
    <form ref={invalid.ref} onSubmit={panel.submit} noValidate aria-label={t('bulk.heading')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimeField label={t('bulk.from')} required {...form.getInputProps('from')} />
          <DateTimeField label={t('bulk.to')} required {...form.getInputProps('to')} />
        </SimpleGrid>
        <Textarea
          label={t('bulk.info')}
          placeholder={t('bulk.infoPlaceholder')}
          required
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('info')}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('bulk.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec 4 bulk cancel for fleet managers: this vehicle's open bookings in a period, with an info text. */
export function BulkCancelPanel({ vehicleId, name }: { vehicleId: string; name: string }) {
  const { t, i18n } = useTranslation(['adminFleet', 'common']);
  const panel = useBulkCancelPanel(vehicleId);
  const { cancel, pending, result } = panel;
  const show = (iso: string | undefined) => (iso ? formatDateTime(iso, i18n.language) : '');
  return (
    <Stack gap="md">
      <Text>{t('bulk.intro')}</Text>
      <BulkCancelForm panel={panel} />
      <div aria-live="polite">
        {result !== null && (
          <Alert color={result > 0 ? 'green' : 'blue'} title={t('bulk.done')}>
            {result === 0 ? t('bulk.resultNone') : t('bulk.result', { count: result })}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        opened={pending !== null}
        title={t('bulk.confirmTitle')}
        confirmLabel={t('bulk.submit')}
        cancelLabel={t('common:crud.cancel')}
        loading={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={panel.confirm}
        onClose={() => panel.setPending(null)}
      >
        {t('bulk.confirmText', { name, from: show(pending?.from), to: show(pending?.to) })}
      </ConfirmDialog>
    </Stack>
  );
}
