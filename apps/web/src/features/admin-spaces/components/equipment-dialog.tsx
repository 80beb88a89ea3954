import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { generalErrorMessage } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { EquipmentItem } from '@/lib/space-lookups';
import { useSaveEquipment } from '../api/save-equipment';
import { formErrorsOf } from '../utils/field-errors';

interface EquipmentDialogProps {
  opened: boolean;
  /** undefined = a new catalogue item. */
  item: EquipmentItem | undefined;
  onClose: () => void;
}

/** Create or rename an equipment item (e.g. monitor, docking station). */
export function EquipmentDialog({ opened, item, onClose }: EquipmentDialogProps) {
  const { t } = useTranslation('adminSpaces');
  const save = useSaveEquipment();
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value: string) => (value.trim() ? null : t('validation.required')) },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another item is opened
  useEffect(() => {
    if (opened) form.setValues({ name: item?.name ?? '' });
    form.clearErrors();
  }, [opened, item]);

  const submit = form.onSubmit(({ name }) =>
    save.mutate(
      { name: name.trim(), id: item?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('actions.saved'), t('equipment.savedText', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          form.setErrors(formErrorsOf(error));
          if (generalErrorMessage(error) && !formErrorsOf(error).name)
            notifyFailure(t('actions.failed'), error);
        },
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? t('equipment.editTitle', { name: item.name }) : t('equipment.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('equipment.name')}
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
