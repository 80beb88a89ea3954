import { BOOKING_STATUS } from '@buchbar/domain/booking/status';
import { Alert, Button, Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useCreateSpaceBooking } from '../api/space-booking-mutations';
import type { CreateSpaceBookingBody, FloorPlanMap, MapSeat, SpaceProduct } from '../api/types';
import { useAdviceText } from '../hooks/use-advice-text';
import { useFormatRange } from '../hooks/use-format-range';
import { useMounted } from '../hooks/use-mounted';
import { buildBookingRequest, type MapSelection } from '../utils/booking-request';
import { adviseOnFailure } from '../utils/failure-advice';
import { FailureAlert } from './failure-alert';

interface BookingFormProps {
  product: SpaceProduct;
  seat: MapSeat;
  selection: MapSelection;
  window: FloorPlanMap['window'];
  onBooked: () => void;
  /**
   * A refusal that sending again cannot change (409, 422 …): the dialog shows it, since the plan
   * refreshes with it and this form may be gone (the seat is no longer free).
   */
  onRefused: (error: unknown) => void;
}

/** The form's values, its check before sending, and the booking's outcome: toast, refusal or retry. */
function useBookingForm({ product, seat, selection, window, onBooked, onRefused }: BookingFormProps) {
  const { t } = useTranslation('spaces');
  const { t: tm } = useTranslation('spacesMap');
  const adviceText = useAdviceText();
  const formatRange = useFormatRange();
  const create = useCreateSpaceBooking(product);
  const mounted = useMounted();
  const [groupSize, setGroupSize] = useState<number | string>(1);
  const [forOther, setForOther] = useState(false);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState('');
  const [failure, setFailure] = useState<{ error: unknown; body: CreateSpaceBookingBody }>();

  // mutateAsync settles even when this form is gone (the live update may turn the seat "yours"
  // before the answer arrives): every booking ends in a toast and a closed dialog, or an error
  // with advice (issue 14 point 2: a mutate() callback of an unmounted form never ran).
  const send = (body: CreateSpaceBookingBody) => {
    setFailure(undefined);
    create.mutateAsync(body).then(
      (booking) => {
        const when = formatRange(booking.start, booking.end);
        if (booking.status === BOOKING_STATUS.tentative) {
          const name = booking.participant.name || booking.participant.email;
          notifySuccess(
            tm('dialog.pendingTitle'),
            tm('dialog.pendingText', { label: booking.spaceLabel, when, name }),
          );
        } else {
          notifySuccess(t('dialog.bookedTitle'), t('dialog.bookedText', { label: booking.spaceLabel, when }));
        }
        onBooked();
      },
      (error: unknown) => {
        // Network trouble leaves the plan as it is: the form stays and offers the retry.
        if (!adviseOnFailure(error).retry) onRefused(error);
        else if (mounted.current) setFailure({ error, body });
        else notifyFailure(t('dialog.failed'), error, adviceText(error));
      },
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setInvalid('');
    const request = buildBookingRequest(seat.id, selection, window, {
      groupSize: typeof groupSize === 'number' ? groupSize : 1,
      participantEmail: forOther ? email : undefined,
    });
    if (!request.ok) {
      setInvalid(t(request.reason === 'closed' ? 'dialog.closed' : 'dialog.emptyRange'));
      return;
    }
    send(request.body);
  };
  return {
    create,
    groupSize,
    setGroupSize,
    forOther,
    setForOther,
    email,
    setEmail,
    invalid,
    failure,
    send,
    submit,
  };
}

/** "Book for someone else" and, when ticked, the participant's address with its hint. */
function ParticipantFields({ form }: { form: ReturnType<typeof useBookingForm> }) {
  const { t } = useTranslation('spaces');
  return (
    <>
      <Checkbox
        label={t('dialog.forSomeoneElse')}
        checked={form.forOther}
        onChange={(event) => form.setForOther(event.currentTarget.checked)}
      />
      {form.forOther && (
        <Stack gap={2}>
          <TextInput
            type="email"
            label={t('dialog.participantEmail')}
            value={form.email}
            onChange={(event) => form.setEmail(event.currentTarget.value)}
            autoComplete="off"
            required
          />
          <Text size="xs" c="dimmed">
            {t('dialog.participantHint')}
          </Text>
        </Stack>
      )}
    </>
  );
}

/** The live region of the form: the local check's message, or the failure with its retry. */
function BookingFormMessages({ form }: { form: ReturnType<typeof useBookingForm> }) {
  const { t } = useTranslation('spaces');
  const { invalid, failure } = form;
  return (
    <div aria-live="assertive">
      {invalid && (
        <Alert color="red" title={t('dialog.failed')} role="alert">
          {invalid}
        </Alert>
      )}
      {failure && (
        <FailureAlert
          title={t('dialog.failed')}
          error={failure.error}
          retrying={form.create.isPending}
          onRetry={() => form.send(failure.body)}
        />
      )}
    </div>
  );
}

/**
 * Group size (rooms), "book for someone else" and submit. Success: a toast (for someone else it
 * explains the pending confirmation) and the dialog closes; a refusal is shown inline with advice.
 */
export function BookingForm(props: BookingFormProps) {
  const { t } = useTranslation('spaces');
  const { seat } = props;
  const form = useBookingForm(props);
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="sm">
        {seat.capacity > 1 && (
          <NumberInput
            label={t('dialog.groupSize')}
            min={1}
            max={seat.capacity}
            value={form.groupSize}
            onChange={form.setGroupSize}
            allowDecimal={false}
          />
        )}
        <ParticipantFields form={form} />
        <BookingFormMessages form={form} />
        <Button type="submit" loading={form.create.isPending} data-autofocus>
          {t('dialog.submit')}
        </Button>
      </Stack>
    </form>
  );
}
