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

/** The item's cancel mutation and dialog state, its allowed actions and its trip step (check-in/out). */
function useVehicleBookingItem(booking: VehicleBooking, scope: VehicleBookingScope, now: number) {
  const { t } = useTranslation('fleet');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelVehicleBooking();
  const actions = scope === 'approvals' ? { cancel: false, edit: false } : overviewActions(booking, now);
  const { data: me } = useMe();
  const trip =
    me && scope !== 'approvals'
      ? tripAction(
          booking,
          { userId: me.user.id, isFleetManager: hasPermission(me, 'fahrzeug_pflege') },
          now,
          tripRulesOf(me.settings),
        )
      : null;
  const askCancel = () => {
    cancel.reset();
    setConfirming(true);
  };
  const confirmCancel = () =>
    cancel.mutate(booking, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('sidebar.cancelledTitle'), t('sidebar.cancelled'));
      },
    });
  return { confirming, setConfirming, cancel, actions, trip, askCancel, confirmCancel };
}

/** The other people of the trip: the driver (when not the booker) and the booker where it matters. */
function BookingPeople({ booking, scope }: { booking: VehicleBooking; scope: VehicleBookingScope }) {
  const { t } = useTranslation('fleet');
  return (
    <>
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
    </>
  );
}

/** The trip step of the booking: a "not approved" note, or the check-in/out button and its dialog. */
function TripControls({
  booking,
  range,
  trip,
}: {
  booking: VehicleBooking;
  range: string;
  trip: ReturnType<typeof tripAction> | null;
}) {
  const { t: tt } = useTranslation('fleetTrip');
  const [tripStep, setTripStep] = useState<TripStep | null>(null);
  const [tripOpened, setTripOpened] = useState(false);
  return (
    <>
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
    </>
  );
}

/** The change and cancel buttons of the booking, those its state allows. */
function BookingItemActions({
  booking,
  range,
  actions,
  onEdit,
  onCancel,
}: {
  booking: VehicleBooking;
  range: string;
  actions: { cancel: boolean; edit: boolean };
  onEdit: (booking: VehicleBooking) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('fleet');
  if (!actions.cancel && !actions.edit) return null;
  return (
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
          onClick={onCancel}
          aria-label={t('sidebar.cancelBooking', { name: `${booking.vehicleName}, ${range}` })}
        >
          {t('sidebar.cancel')}
        </Button>
      )}
    </Group>
  );
}

/** One trip of the overview: vehicle, period, status, the other person, cancel and change. */
export function VehicleBookingItem({ booking, scope, now, onEdit }: VehicleBookingItemProps) {
  const { t } = useTranslation('fleet');
  const formatTrip = useFormatTrip();
  const item = useVehicleBookingItem(booking, scope, now);
  const { cancel } = item;
  const status = displayStatus(booking);
  const range = formatTrip(booking.start, booking.end);
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
      <BookingPeople booking={booking} scope={scope} />
      <TripControls booking={booking} range={range} trip={item.trip} />
      <BookingItemActions
        booking={booking}
        range={range}
        actions={item.actions}
        onEdit={onEdit}
        onCancel={item.askCancel}
      />
      <ConfirmDialog
        opened={item.confirming}
        title={t('sidebar.cancelTitle')}
        confirmLabel={t('sidebar.cancelConfirm')}
        cancelLabel={t('sidebar.cancelKeep')}
        loading={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={item.confirmCancel}
        onClose={() => item.setConfirming(false)}
      >
        {t('sidebar.cancelText', { name: booking.vehicleName, range })}
      </ConfirmDialog>
    </Stack>
  );
}
