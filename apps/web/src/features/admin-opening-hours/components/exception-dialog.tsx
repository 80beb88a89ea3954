import { OPENING_EXCEPTION_STATUS } from '@buchbar/domain/booking/opening-hours';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { SpaceProduct } from '@/lib/space-lookups';
import { type ExceptionBody, useAddException } from '../api/opening-hours';
import { DEFAULT_FROM, DEFAULT_TO } from '../utils/weekly-hours';
import { TimeField } from './time-field';

interface ExceptionDialogProps {
  product: SpaceProduct;
  floorPlanId: string;
  opened: boolean;
  onClose: () => void;
}

type Range = [string | null, string | null];

/** The exception's fields (fresh each time the dialog opens), their check on submit, and the save. */
function useExceptionDialog({ product, floorPlanId, opened, onClose }: ExceptionDialogProps) {
  const { t } = useTranslation('adminOpeningHours');
  const add = useAddException(product, floorPlanId);
  const [range, setRange] = useState<Range>([null, null]);
  const [from, setFrom] = useState(DEFAULT_FROM);
  const [to, setTo] = useState(DEFAULT_TO);
  const [status, setStatus] = useState<ExceptionBody['status']>(OPENING_EXCEPTION_STATUS.closed);
  const [checked, setChecked] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    setRange([null, null]);
    setFrom(DEFAULT_FROM);
    setTo(DEFAULT_TO);
    setStatus(OPENING_EXCEPTION_STATUS.closed);
    setChecked(false);
    add.reset();
  }, [opened]);
  const [validFrom, validTo] = range;
  const rangeError = checked && !validFrom ? t('validation.range') : undefined;
  const timeError =
    checked && status === OPENING_EXCEPTION_STATUS.open && to <= from
      ? t('weekly.problems.endBeforeStart')
      : undefined;
  const submit = () => {
    setChecked(true);
    if (!validFrom || (status === OPENING_EXCEPTION_STATUS.open && to <= from)) return;
    add.mutate(
      { validFrom, validTo: validTo ?? validFrom, from, to, status },
      {
        onSuccess: () => {
          notifySuccess(t('saved'), t('exceptions.savedText'));
          onClose();
        },
      },
    );
  };
  return { add, range, setRange, from, setFrom, to, setTo, status, setStatus, rangeError, timeError, submit };
}

/** Closed (geschlossen) or open (offen) with other hours, as a segmented control. */
function ExceptionStatusField({
  status,
  onChange,
}: {
  status: ExceptionBody['status'];
  onChange: (status: ExceptionBody['status']) => void;
}) {
  const { t } = useTranslation('adminOpeningHours');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="exception-status-label">
        {t('exceptions.status')}
      </Text>
      <SegmentedControl
        aria-labelledby="exception-status-label"
        value={status}
        onChange={(value) =>
          onChange(
            value === OPENING_EXCEPTION_STATUS.open
              ? OPENING_EXCEPTION_STATUS.open
              : OPENING_EXCEPTION_STATUS.closed,
          )
        }
        data={[
          { value: OPENING_EXCEPTION_STATUS.closed, label: t('exceptions.statuses.geschlossen') },
          { value: OPENING_EXCEPTION_STATUS.open, label: t('exceptions.statuses.offen') },
        ]}
      />
    </Stack>
  );
}

/** Adds an opening exception: a date range with other hours, open (offen) or closed (geschlossen). */
export function ExceptionDialog(props: ExceptionDialogProps) {
  const { opened, onClose } = props;
  const { t } = useTranslation('adminOpeningHours');
  const form = useExceptionDialog(props);
  const { add } = form;
  return (
    <Modal opened={opened} onClose={onClose} title={t('exceptions.createTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="md">
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('exceptions.range')}
            placeholder={t('exceptions.rangePlaceholder')}
            required
            value={form.range}
            onChange={(value) => form.setRange(value as Range)}
            error={form.rangeError}
            data-autofocus
          />
          <ExceptionStatusField status={form.status} onChange={form.setStatus} />
          <Group grow align="flex-start">
            <TimeField label={t('weekly.from')} value={form.from} onChange={form.setFrom} />
            <TimeField label={t('weekly.to')} value={form.to} error={form.timeError} onChange={form.setTo} />
          </Group>
          {add.error && (
            <Alert color="red" role="alert">
              {add.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('exceptions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
