import { OPEN_STATUSES, parseBookingStatus } from '@buchbar/domain/booking/status';
import { Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { useNow } from '@/lib/use-now';
import { type GuestBookingListItem, useGuestBookings } from '../api/guest-bookings';
import { useCancelVehicleBooking } from '../api/vehicle-bookings';
import { upcomingGuestBookings } from './guest-booking-display';
import { useFormatTrip } from './vehicle-booking-item';
import { VehicleStatusBadge } from './vehicle-status-badge';

/** The sidebar's guest bookings (issue 11 point 6): what the signed-in staff member booked for guests. */
export function GuestBookingSection() {
  const { t, i18n } = useTranslation(['fleetGuests', 'common']);
  const headingId = useId();
  const query = useGuestBookings(i18n.resolvedLanguage ?? 'de');
  const now = useNow(60_000).getTime();
  const bookings = upcomingGuestBookings(query.data ?? [], now);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb={6}>
        {t('sidebar.title')}
      </Title>
      {query.isPending && <Loader size="xs" aria-label={t('common:loading.data')} />}
      {query.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('sidebar.loadError')} {query.error.message}
        </Text>
      )}
      {query.isSuccess && bookings.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('sidebar.empty')}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookings.map((booking, index) => (
          <li key={booking.id}>
            {index > 0 && <Divider mb="xs" />}
            <GuestBookingItem booking={booking} now={now} />
          </li>
        ))}
      </Stack>
    </section>
  );
}

function GuestBookingItem({ booking, now }: { booking: GuestBookingListItem; now: number }) {
  const { t } = useTranslation(['fleetGuests', 'fleet']);
  const formatTrip = useFormatTrip();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelVehicleBooking();
  const parsed = parseBookingStatus(booking.status);
  const status = parsed.ok ? parsed.value : null;
  const range = formatTrip(booking.start, booking.end);
  const cancellable = status !== null && OPEN_STATUSES.includes(status) && Date.parse(booking.end) > now;
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm">
          {booking.vehicleName}
        </Text>
        {status && <VehicleStatusBadge status={status} />}
      </Group>
      <Text size="sm">{range}</Text>
      <Text size="xs">{t('sidebar.guest', { name: booking.guest.name, email: booking.guest.email })}</Text>
      <Text size="xs" c="dimmed">
        {booking.guest.confirmed ? t('sidebar.confirmed') : t('sidebar.awaitingGuest')}
      </Text>
      {cancellable && (
        <Group gap="xs" mt={4}>
          <Button
            size="compact-sm"
            variant="default"
            c="red.8"
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
            aria-label={t('fleet:sidebar.cancelBooking', { name: `${booking.vehicleName}, ${range}` })}
          >
            {t('fleet:sidebar.cancel')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('fleet:sidebar.cancelTitle')}
        confirmLabel={t('fleet:sidebar.cancelConfirm')}
        cancelLabel={t('fleet:sidebar.cancelKeep')}
        loading={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={() =>
          cancel.mutate(booking, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(t('fleet:sidebar.cancelledTitle'), t('fleet:sidebar.cancelled'));
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {t('fleet:sidebar.cancelText', { name: booking.vehicleName, range })}
      </ConfirmDialog>
    </Stack>
  );
}
