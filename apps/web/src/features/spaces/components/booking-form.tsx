import { Alert, Button, Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useCreateSpaceBooking } from '../api/space-booking-mutations';
import type { FloorPlanMap, MapSeat, SpaceProduct } from '../api/types';
import { useFormatRange } from '../hooks/use-format-range';
import { buildBookingRequest, type MapSelection } from '../utils/booking-request';

interface BookingFormProps {
  product: SpaceProduct;
  seat: MapSeat;
  selection: MapSelection;
  window: FloorPlanMap['window'];
  onBooked: () => void;
}

/** Group size (rooms), "book for someone else" and submit; the server's refusal is shown inline. */
export function BookingForm({ product, seat, selection, window, onBooked }: BookingFormProps) {
  const { t } = useTranslation('spaces');
  const formatRange = useFormatRange();
  const create = useCreateSpaceBooking(product);
  const [groupSize, setGroupSize] = useState<number | string>(1);
  const [forOther, setForOther] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const request = buildBookingRequest(seat.id, selection, window, {
      groupSize: typeof groupSize === 'number' ? groupSize : 1,
      participantEmail: forOther ? email : undefined,
    });
    if (!request.ok) {
      setError(t(request.reason === 'closed' ? 'dialog.closed' : 'dialog.emptyRange'));
      return;
    }
    create.mutate(request.body, {
      onSuccess: (booking) => {
        notifySuccess(
          t('dialog.bookedTitle'),
          t('dialog.bookedText', {
            label: booking.spaceLabel,
            when: formatRange(booking.start, booking.end),
          }),
        );
        onBooked();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {seat.capacity > 1 && (
          <NumberInput
            label={t('dialog.groupSize')}
            min={1}
            max={seat.capacity}
            value={groupSize}
            onChange={setGroupSize}
            allowDecimal={false}
          />
        )}
        <Checkbox
          label={t('dialog.forSomeoneElse')}
          checked={forOther}
          onChange={(event) => setForOther(event.currentTarget.checked)}
        />
        {forOther && (
          <Stack gap={2}>
            <TextInput
              type="email"
              label={t('dialog.participantEmail')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              autoComplete="off"
              required
            />
            <Text size="xs" c="dimmed">
              {t('dialog.participantHint')}
            </Text>
          </Stack>
        )}
        <div aria-live="assertive">
          {error && (
            <Alert color="red" title={t('dialog.failed')} role="alert">
              {error}
            </Alert>
          )}
        </div>
        <Button type="submit" loading={create.isPending} data-autofocus>
          {t('dialog.submit')}
        </Button>
      </Stack>
    </form>
  );
}
