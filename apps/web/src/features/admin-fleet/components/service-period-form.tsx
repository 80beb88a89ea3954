import { VEHICLE_BLOCK_TYPES, type VehicleBlockType } from '@buchbar/domain/fleet/vehicle-constants';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '@/components/date-time-field';
import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { ServicePeriodBody } from '../api/vehicle-blocks';
import { periodErrors } from '../utils/service-period';
import { localInputToIso } from './bulk-cancel-panel';

export type PeriodValues = { type: VehicleBlockType | ''; start: string; end: string; description: string };

/**
 * Type, period (Berlin wall times) and description: the form of a block and of a manual service
 * booklet entry. The server's refusals come back at their field; a conflict (a running trip, a
 * block already there) above the button.
 */
export function ServicePeriodForm({
  label,
  submitLabel,
  initial,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  initial: PeriodValues;
  pending: boolean;
  error: unknown;
  onSubmit: (body: ServicePeriodBody) => void;
}) {
  const { t } = useTranslation('adminFleet');
  const form = useForm<PeriodValues>({
    initialValues: initial,
    validate: {
      type: (v) => (v ? null : t('validation.required')),
      start: (v) => (localInputToIso(v) ? null : t('validation.required')),
      end: (v, all) => {
        const end = localInputToIso(v);
        const start = localInputToIso(all.start);
        if (!end) return t('validation.required');
        return start && end <= start ? t('service.endBeforeStart') : null;
      },
      description: (v) => (v.trim() ? null : t('validation.required')),
    },
  });
  useErrorsFollowLanguage(form);
  const invalid = useFocusFirstInvalid();
  const refused = !error
    ? null
    : isApiError(error)
      ? periodErrors(error, toFieldErrors(error))
      : { fields: {}, general: error instanceof Error ? error.message : String(error) };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a new refusal arrives
  useEffect(() => {
    if (!refused) return;
    form.setErrors(refused.fields);
    invalid.focusFirstInvalid();
  }, [error]);
  const submit = form.onSubmit(
    (v) =>
      onSubmit({
        type: v.type,
        start: localInputToIso(v.start) ?? '',
        end: localInputToIso(v.end) ?? '',
        description: v.description.trim(),
      }),
    invalid.onValidationFailure,
  );
  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('service.type')}
            required
            allowDeselect={false}
            data={VEHICLE_BLOCK_TYPES.map((type) => ({ value: type, label: t(`service.types.${type}`) }))}
            {...form.getInputProps('type')}
          />
          <DateTimeField label={t('service.start')} required {...form.getInputProps('start')} />
          <DateTimeField label={t('service.end')} required {...form.getInputProps('end')} />
        </SimpleGrid>
        <Textarea
          label={t('service.description')}
          required
          maxLength={2000}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        {refused?.general && (
          <Alert color="red" role="alert" title={t('service.refused')}>
            {refused.general}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
