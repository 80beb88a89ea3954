import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { LocationItem } from '@/lib/space-lookups';
import { type LocationBody, useSaveLocation } from '../api/save-location';

interface LocationDialogProps {
  opened: boolean;
  /** undefined = a new location. */
  location: LocationItem | undefined;
  onClose: () => void;
}

/** Create or edit a location (standort) with its number of parking spaces. */
export function LocationDialog({ opened, location, onClose }: LocationDialogProps) {
  const { t } = useTranslation('adminLocations');
  const save = useSaveLocation();
  const form = useForm<LocationBody>({
    initialValues: { name: '', parkingSpaces: 0 },
    validate: {
      name: (value) => (value.trim() ? null : t('validation.required')),
      parkingSpaces: (value) =>
        Number.isInteger(value) && value >= 0 ? null : t('validation.parkingSpaces'),
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another location is opened
  useEffect(() => {
    if (opened) form.setValues({ name: location?.name ?? '', parkingSpaces: location?.parkingSpaces ?? 0 });
    form.clearErrors();
  }, [opened, location]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { body: { ...values, name: values.name.trim() }, id: location?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('saved'), t('savedText', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'LOCATION_NAME_TAKEN')
            form.setErrors({ name: error.message });
          else if (Object.keys(toFieldErrors(error)).length > 0) form.setErrors(toFieldErrors(error));
          else notifyFailure(t('failed'), error);
        },
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={location ? t('editTitle', { name: location.name }) : t('createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('name')}
            required
            maxLength={200}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <NumberInput
            label={t('parkingSpaces')}
            description={t('parkingSpacesHint')}
            min={0}
            max={100000}
            allowDecimal={false}
            {...form.getInputProps('parkingSpaces')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
