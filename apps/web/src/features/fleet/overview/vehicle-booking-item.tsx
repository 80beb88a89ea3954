import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDate, formatTime } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import { hasPermission, useMe } from '@/lib/session';
import {
  useCancelVehicleBooking,
  type VehicleBooking,
  type VehicleBookingScope,
} from '../api/vehicle-bookings';
import { tripAction, tripRulesOf } from '../trip/trip-action';
import type { TripStep } from '../trip/trip-api';
import { displayStatus, overviewActions } from './booking-display';
import { LockerCodeLine } from './locker-code';
import { VehicleStatusBadge } from './vehicle-status-badge';

// The trip form (check-in / check-out) loads only when a trip is started or ended.
const TripDialog = lazy(() => import('../trip/trip-dialog'));

interface VehicleBookingItemProps {
  booking: VehicleBooking;
  scope: VehicleBookingScope;
  now: number;
  onEdit: (booking: VehicleBooking) => void;
}

/** "24.11.2026, 10:00–12:00" in Berlin time (a trip over midnight names both dates). */
export function useFormatTrip() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return (start: string, end: string) => {
    const sameDay = formatDate(start, lang) === formatDate(end, lang);
    return sameDay
      ? `${formatDate(start, lang)}, ${formatTime(start, lang)}–${formatTime(end, lang)}`
      : `${formatDate(start, lang)}, ${formatTime(start, lang)} – ${formatDate(end, lang)}, ${formatTime(end, lang)}`;
  };
}

/** One trip of the overview: vehicle, period, status, the other person, cancel and change. */
export function VehicleBookingItem({ booking, scope, now, onEdit }: VehicleBookingItemProps) {
  const { t } = useTranslation('fleet');
  const formatTrip = useFormatTrip();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelVehicleBooking();
  const status = displayStatus(booking);
  const actions = scope === 'approvals' ? { cancel: false, edit: false } : overviewActions(booking, now);
  const range = formatTrip(booking.start, booking.end);
  const { t: tt } = useTranslation('fleetTrip');
  const { data: me } = useMe();
  const [tripStep, setTripStep] = useState<TripStep | null>(null);
  const [tripOpened, setTripOpened] = useState(false);
  const trip =
    me && scope !== 'approvals'
      ? tripAction(
          booking,
          { userId: me.user.id, isFleetManager: hasPermission(me, 'fahrzeug_pflege') },
          now,
          tripRulesOf(me.settings),
        )
      : null;
  const confirmCancel = () =>
    cancel.mutate(booking, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('sidebar.cancelledTitle'), t('sidebar.cancelled'));
      },
    });
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm">
          {booking.vehicleName}
        </Text>
        {status && <VehicleStatusBadge status={status} />}
      </Group>
      <Text size="sm">{range}</Text>
      {scope === 'mine' && <LockerCodeLine booking={booking} />}
      {scope !== 'mine' && booking.driver && booking.driver.id !== booking.booker.id && (
        <Text size="xs" c="dimmed">
          {t('sidebar.driver', { name: booking.driver.name })}
        </Text>
      )}
      {(scope === 'approvals' || (scope === 'mine' && booking.booker.id !== booking.driver?.id)) && (
        <Text size="xs" c="dimmed">
          {t('sidebar.booker', { name: booking.booker.name })}
        </Text>
      )}
      {trip === 'notApproved' && (
        <Text size="xs" c="red.9">
          {tt('action.notApproved')}
        </Text>
      )}
      {(trip === 'checkIn' || trip === 'checkOut') && (
        <Group gap="xs" mt={4}>
          <Button
            size="compact-md"
            onClick={() => {
              setTripStep(trip);
              setTripOpened(true);
            }}
            aria-label={tt(trip === 'checkIn' ? 'action.checkInLabel' : 'action.checkOutLabel', {
              name: `${booking.vehicleName}, ${range}`,
            })}
          >
            {tt(trip === 'checkIn' ? 'action.checkIn' : 'action.checkOut')}
          </Button>
        </Group>
      )}
      {tripStep && (
        <Suspense fallback={null}>
          <TripDialog
            booking={booking}
            range={range}
            step={tripStep}
            opened={tripOpened}
            onClose={() => setTripOpened(false)}
          />
        </Suspense>
      )}
      {(actions.cancel || actions.edit) && (
        <Group gap="xs" mt={4}>
          {actions.edit && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onEdit(booking)}
              aria-label={t('sidebar.editBooking', { name: `${booking.vehicleName}, ${range}` })}
            >
              {t('sidebar.edit')}
            </Button>
          )}
          {actions.cancel && (
            <Button
              size="compact-sm"
              variant="default"
              c="red.8"
              onClick={() => {
                cancel.reset();
                setConfirming(true);
              }}
              aria-label={t('sidebar.cancelBooking', { name: `${booking.vehicleName}, ${range}` })}
            >
              {t('sidebar.cancel')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('sidebar.cancelTitle')}
        confirmLabel={t('sidebar.cancelConfirm')}
        cancelLabel={t('sidebar.cancelKeep')}
        loading={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(false)}
      >
        {t('sidebar.cancelText', { name: booking.vehicleName, range })}
      </ConfirmDialog>
    </Stack>
  );
}
