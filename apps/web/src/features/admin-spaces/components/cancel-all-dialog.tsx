import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useCancelAllBookings } from '../api/save-seat';
import type { Seat } from '../api/types';

interface CancelAllDialogProps {
  product: SpaceProduct;
  seat: Seat | undefined;
  onClose: () => void;
}

/** Spec 4: all bookings of a room can be cancelled together; the reason is required and recorded. */
export function CancelAllDialog({ product, seat, onClose }: CancelAllDialogProps) {
  const { t } = useTranslation('adminSpaces');
  const cancel = useCancelAllBookings(product);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for every seat
  useEffect(() => {
    setReason('');
    setTouched(false);
    cancel.reset();
  }, [seat]);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!seat || missing) return;
    cancel.mutate(
      { seat, reason: reason.trim() },
      {
        onSuccess: ({ cancelled }) => {
          notifySuccess(
            t('cancelAll.done'),
            t('cancelAll.doneText', { count: cancelled, label: seat.label }),
          );
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={Boolean(seat)}
      onClose={onClose}
      title={t('cancelAll.title', { label: seat?.label ?? '' })}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('cancelAll.text')}</Text>
          <Textarea
            label={t('cancelAll.reason')}
            required
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && missing ? t('validation.required') : undefined}
          />
          {cancel.error && (
            <Alert color="red" role="alert">
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('cancelAll.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
