import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDate, formatTime } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import {
  useCancelVehicleBooking,
  type VehicleBooking,
  type VehicleBookingScope,
} from '../api/vehicle-bookings';
import { displayStatus, overviewActions } from './booking-display';
import { LockerCodeLine } from './locker-code';
import { VehicleStatusBadge } from './vehicle-status-badge';

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
