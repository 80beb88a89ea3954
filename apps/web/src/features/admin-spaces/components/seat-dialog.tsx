import type { PlanSpot } from '@buchbar/domain/floor-plan-spots';
import {
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { generalErrorMessage } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useSaveSeat } from '../api/save-seat';
import type { Seat } from '../api/types';
import { formErrorsOf } from '../utils/field-errors';
import { type EquipmentRow, SeatEquipmentField } from './seat-equipment-field';

interface SeatDialogProps {
  product: SpaceProduct;
  floorPlanId: string;
  opened: boolean;
  /** undefined = a new seat (placed on `newSpot`; drag it afterwards). */
  seat: Seat | undefined;
  /** Where a new seat goes: a free spot of the plan (nextFreeSpot). */
  newSpot: PlanSpot;
  onClose: () => void;
}

interface SeatFormValues {
  label: string;
  kind: 'seat' | 'room';
  capacity: number;
  description: string;
  conditions: string;
  active: boolean;
  equipment: EquipmentRow[];
}

function valuesOf(seat: Seat | undefined): SeatFormValues {
  return {
    label: seat?.label ?? '',
    kind: seat?.kind ?? 'seat',
    capacity: seat?.capacity ?? 1,
    description: seat?.description ?? '',
    conditions: seat?.conditions ?? '',
    active: seat?.active ?? true,
    equipment: seat?.equipment.map(({ equipmentId, count }) => ({ equipmentId, count })) ?? [],
  };
}

/** Spec dialog "admin seat": create or edit a seat or room of the chosen floor plan. */
export function SeatDialog({ product, floorPlanId, opened, seat, newSpot, onClose }: SeatDialogProps) {
  const { t } = useTranslation('adminSpaces');
  const save = useSaveSeat(product);
  const { form, invalid } = useDialogForm({
    opened,
    item: seat,
    valuesOf,
    validate: {
      label: (value) => (value.trim() ? null : t('validation.required')),
      capacity: (value) => (Number.isInteger(value) && value >= 1 ? null : t('validation.capacity')),
    },
  });
  const submit = form.onSubmit((values) => {
    const body = {
      ...values,
      label: values.label.trim(),
      floorPlanId,
      posX: seat?.posX ?? newSpot.posX,
      posY: seat?.posY ?? newSpot.posY,
    };
    save.mutate(
      { body, id: seat?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('actions.saved'), t('seatDialog.savedText', { label: saved.label }));
          onClose();
        },
        onError: (error) => {
          invalid.setFieldErrors(form, formErrorsOf(error));
          if (generalErrorMessage(error) && !formErrorsOf(error).label)
            notifyFailure(t('actions.failed'), error);
        },
      },
    );
  }, invalid.onValidationFailure);

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={seat ? t('seatDialog.editTitle', { label: seat.label }) : t('seatDialog.createTitle')}
      onSubmit={submit}
      formRef={invalid.ref}
      saving={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <SeatFields form={form} />
      {!seat && (
        <Text size="sm" c="dimmed">
          {t('seatDialog.placementHint')}
        </Text>
      )}
    </FormDialog>
  );
}

/** Label, capacity, seat or room, equipment, description, conditions, active. */
function SeatFields({ form }: { form: UseFormReturnType<SeatFormValues> }) {
  const { t } = useTranslation('adminSpaces');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('seats.label')}
          required
          maxLength={50}
          data-autofocus
          {...form.getInputProps('label')}
        />
        <NumberInput
          label={t('seats.capacity')}
          required
          min={1}
          max={1000}
          {...form.getInputProps('capacity')}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="seat-kind-label">
          {t('seats.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="seat-kind-label"
          data={[
            { value: 'seat', label: t('seats.kinds.seat') },
            { value: 'room', label: t('seats.kinds.room') },
          ]}
          {...form.getInputProps('kind')}
        />
      </Stack>
      <SeatEquipmentField
        value={form.values.equipment}
        onChange={(value) => form.setFieldValue('equipment', value)}
      />
      {(['description', 'conditions'] as const).map((field) => (
        <Textarea
          key={field}
          label={t(`seatDialog.${field}`)}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps(field)}
        />
      ))}
      <Switch label={t('seatDialog.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </>
  );
}
