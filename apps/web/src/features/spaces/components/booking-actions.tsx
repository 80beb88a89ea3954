import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useBookingAction } from '../api/space-booking-mutations';
import type { SpaceBooking, SpaceProduct } from '../api/types';
import { useFormatRange } from '../hooks/use-format-range';
import { useSpaceSettings } from '../hooks/use-space-settings';
import { availableActions, type BookingActionKey } from '../utils/booking-actions';

interface BookingActionsProps {
  product: SpaceProduct;
  booking: SpaceBooking;
  size?: 'xs' | 'sm';
  /** A kiosk QR scan asked for check-in: the check-in button takes the focus. */
  focusCheckIn?: boolean;
}

/**
 * Check in / cancel / confirm / decline for one booking. Cancelling and declining ask first, alike
 * (issue 14 point 8); a refusal
 * (409 completed booking, 422 check-in too early/late) shows the server's message here.
 */
export function BookingActions({ product, booking, size = 'xs', focusCheckIn = false }: BookingActionsProps) {
  const { t } = useTranslation('spaces');
  const { data: me } = useMe();
  const formatRange = useFormatRange();
  const mutation = useBookingAction(product);
  /** The action waiting for its confirmation: cancelling and declining both ask first. */
  const [asking, setAsking] = useState<'cancel' | 'decline'>();
  const [error, setError] = useState('');
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
  if (actions.length === 0) return null;
  const when = formatRange(booking.start, booking.end);

  const run = (action: BookingActionKey) => {
    setError('');
    // mutateAsync, not mutate's callbacks: a cancelled or declined booking leaves its list, this
    // component unmounts with it, and mutate's onSuccess would never run (no confirmation toast).
    mutation.mutateAsync({ booking, action }).then(
      () => {
        setAsking(undefined);
        notifySuccess(t(`actions.done.${action}`), `${booking.spaceLabel}: ${when}`);
      },
      (failure: Error) => setError(failure.message),
    );
  };

  return (
    <>
      <Group gap={6} mt={4}>
        {actions.map((action) => (
          <Button
            key={action}
            ref={action === 'checkIn' ? checkInButton : undefined}
            data-autofocus={action === 'checkIn' && focusesCheckIn ? true : undefined}
            size={size}
            variant={action === 'cancel' || action === 'decline' ? 'default' : 'filled'}
            color={action === 'decline' ? 'red' : undefined}
            loading={mutation.isPending && mutation.variables?.action === action}
            aria-label={t('actions.ariaOn', {
              action: t(`actions.${action}`),
              label: booking.spaceLabel,
              when,
            })}
            onClick={() => (action === 'cancel' || action === 'decline' ? setAsking(action) : run(action))}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Group>
      {error && !asking && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      )}
      <ConfirmDialog
        opened={asking !== undefined}
        title={asking === 'decline' ? t('actions.declineTitle') : t('actions.cancelTitle')}
        confirmLabel={asking === 'decline' ? t('actions.decline') : t('actions.cancel')}
        cancelLabel={t('actions.keep')}
        loading={mutation.isPending}
        error={asking ? error : undefined}
        onConfirm={() => asking && run(asking)}
        onClose={() => {
          setAsking(undefined);
          setError('');
        }}
      >
        {asking === 'decline'
          ? t('actions.declineText', { label: booking.spaceLabel, when })
          : t('actions.cancelText', { label: booking.spaceLabel, when })}
      </ConfirmDialog>
    </>
  );
}
