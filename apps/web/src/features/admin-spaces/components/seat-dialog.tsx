import type { PlanSpot } from '@buchbar/domain/floor-plan-spots';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { generalErrorMessage } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
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
  const form = useForm<SeatFormValues>({
    initialValues: valuesOf(undefined),
    validate: {
      label: (value) => (value.trim() ? null : t('validation.required')),
      capacity: (value) => (Number.isInteger(value) && value >= 1 ? null : t('validation.capacity')),
    },
  });
  useErrorsFollowLanguage(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another seat is opened
  useEffect(() => {
    if (opened) form.setValues(valuesOf(seat));
    form.resetDirty();
    form.clearErrors();
  }, [opened, seat]);

  const invalid = useFocusFirstInvalid();
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
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={seat ? t('seatDialog.editTitle', { label: seat.label }) : t('seatDialog.createTitle')}
    >
      <form ref={invalid.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <Textarea
            label={t('seatDialog.description')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Textarea
            label={t('seatDialog.conditions')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('conditions')}
          />
          <Switch label={t('seatDialog.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          {!seat && (
            <Text size="sm" c="dimmed">
              {t('seatDialog.placementHint')}
            </Text>
          )}
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
