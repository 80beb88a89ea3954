import { Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useBookingAction } from '../api/space-booking-mutations';
import type { SpaceBooking, SpaceProduct } from '../api/types';
import { useAdviceText } from '../hooks/use-advice-text';
import { useFormatRange } from '../hooks/use-format-range';
import { useMounted } from '../hooks/use-mounted';
import { useSpaceSettings } from '../hooks/use-space-settings';
import { availableActions, type BookingActionKey } from '../utils/booking-actions';
import { adviseOnFailure } from '../utils/failure-advice';
import { FailureAlert } from './failure-alert';

interface BookingActionsProps {
  product: SpaceProduct;
  booking: SpaceBooking;
  size?: 'xs' | 'sm';
  /** A kiosk QR scan asked for check-in: the check-in button takes the focus. */
  focusCheckIn?: boolean;
  /** After a successful action (the booking dialog closes). */
  onDone?: () => void;
}

/**
 * The booking's available actions (re-evaluated with the clock), the one asking for confirmation,
 * the last failure, and `run`, which ends every action in a toast or a failure with a retry.
 */
function useBookingActions({
  product,
  booking,
  focusCheckIn = false,
  onDone,
}: Pick<BookingActionsProps, 'product' | 'booking' | 'focusCheckIn' | 'onDone'>) {
  const { t } = useTranslation('spaces');
  const advice = useAdviceText();
  const { data: me } = useMe();
  const formatRange = useFormatRange();
  const mutation = useBookingAction(product);
  /** The action waiting for its confirmation: cancelling and declining both ask first. */
  const [asking, setAsking] = useState<'cancel' | 'decline'>();
  const [failure, setFailure] = useState<{ action: BookingActionKey; error: unknown }>();
  const mounted = useMounted();
  const checkInButton = useRef<HTMLButtonElement>(null);
  const { checkInWindowMinutes } = useSpaceSettings();
  // Re-evaluated every 10 s, so the check-in button appears and vanishes with its window.
  const now = useNow();
  const actions = availableActions(booking, me?.user.email ?? '', now, checkInWindowMinutes);
  const focusesCheckIn = focusCheckIn && actions.includes('checkIn');
  // data-autofocus covers a dialog that opens with the button; the effect covers a button that
  // appears later (bookings still loading when the dialog opened).
  useEffect(() => {
    if (focusesCheckIn) checkInButton.current?.focus();
  }, [focusesCheckIn]);
  const when = formatRange(booking.start, booking.end);

  // mutateAsync settles even when this row is gone (a cancelled booking leaves the list before the
  // answer's callbacks would run): the toast always comes (issue 14 point 2).
  const run = (action: BookingActionKey) => {
    setFailure(undefined);
    mutation.mutateAsync({ booking, action }).then(
      () => {
        if (mounted.current) setAsking(undefined);
        notifySuccess(t(`actions.done.${action}`), `${booking.spaceLabel}: ${when}`);
        onDone?.();
      },
      (error: unknown) => {
        // Network trouble changes nothing: the failure stays here with a retry. A refusal refreshes
        // the lists (this booking may leave them): it goes to a toast that stays on screen.
        if (adviseOnFailure(error).retry && mounted.current) {
          setFailure({ action, error });
          return;
        }
        if (mounted.current) setAsking(undefined);
        notifyFailure(t('actions.failed'), error, advice(error));
      },
    );
  };
  const askingError =
    failure !== undefined && failure.action === asking && failure.error instanceof Error
      ? `${failure.error.message} ${advice(failure.error)}`
      : undefined;
  const closeAsking = () => {
    setAsking(undefined);
    setFailure(undefined);
  };
  return {
    mutation,
    asking,
    setAsking,
    failure,
    checkInButton,
    actions,
    focusesCheckIn,
    when,
    run,
    askingError,
    closeAsking,
  };
}

/** The confirmation asked before cancelling or declining, with the failure of the last try. */
function ConfirmBookingAction({
  booking,
  state,
}: {
  booking: SpaceBooking;
  state: ReturnType<typeof useBookingActions>;
}) {
  const { t } = useTranslation('spaces');
  const { asking, when } = state;
  return (
    <ConfirmDialog
      opened={asking !== undefined}
      title={asking === 'decline' ? t('actions.declineTitle') : t('actions.cancelTitle')}
      confirmLabel={asking === 'decline' ? t('actions.decline') : t('actions.cancel')}
      cancelLabel={t('actions.keep')}
      loading={state.mutation.isPending}
      error={asking ? state.askingError : undefined}
      onConfirm={() => asking && state.run(asking)}
      onClose={state.closeAsking}
    >
      {asking === 'decline'
        ? t('actions.declineText', { label: booking.spaceLabel, when })
        : t('actions.cancelText', { label: booking.spaceLabel, when })}
    </ConfirmDialog>
  );
}

/**
 * Check in / cancel / confirm / decline for one booking. Cancelling and declining ask first, alike
 * (issue 14 point 8). Every action ends in a toast (the lists refetch) or, on a refusal (409
 * completed booking, 422 check-in too early/late, offline), the server's message with advice and a
 * retry where it can help.
 */
export function BookingActions({ product, booking, size = 'xs', focusCheckIn, onDone }: BookingActionsProps) {
  const { t } = useTranslation('spaces');
  const state = useBookingActions({ product, booking, focusCheckIn, onDone });
  const { actions, mutation, failure, asking, when } = state;
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap={6} mt={4}>
        {actions.map((action) => (
          <Button
            key={action}
            ref={action === 'checkIn' ? state.checkInButton : undefined}
            data-autofocus={action === 'checkIn' && state.focusesCheckIn ? true : undefined}
            size={size}
            variant={action === 'cancel' || action === 'decline' ? 'default' : 'filled'}
            color={action === 'decline' ? 'red' : undefined}
            loading={mutation.isPending && mutation.variables?.action === action}
            aria-label={t('actions.ariaOn', {
              action: t(`actions.${action}`),
              label: booking.spaceLabel,
              when,
            })}
            onClick={() =>
              action === 'cancel' || action === 'decline' ? state.setAsking(action) : state.run(action)
            }
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Group>
      {failure && !asking && (
        <FailureAlert
          size="xs"
          title={t('actions.failed')}
          error={failure.error}
          retrying={mutation.isPending}
          onRetry={() => state.run(failure.action)}
        />
      )}
      <ConfirmBookingAction booking={booking} state={state} />
    </>
  );
}
