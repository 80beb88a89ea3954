import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/session';
import { useVehicle } from '../api/get-vehicles';
import type { VehicleBooking } from '../api/vehicle-bookings';
import { type TripStep, useTrip, useTripAttributes } from './trip-api';
import { TripForm } from './trip-form';
import { toDomainAttributes } from './trip-form-model';

const PHONE = '(max-width: 47.99em)';

export interface TripDialogProps {
  booking: Pick<VehicleBooking, 'id' | 'vehicleId' | 'vehicleName'>;
  /** The booked period as shown on the card ("24.11.2026, 10:00–12:00"). */
  range: string;
  step: TripStep;
  opened: boolean;
  onClose: () => void;
}

/** Start or end a trip (check-in / check-out): full screen on phones, loads trip, vehicle, attributes. */
export default function TripDialog({ booking, range, step, opened, onClose }: TripDialogProps) {
  const { t } = useTranslation('fleetTrip');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const { data: me } = useMe();
  const trip = useTrip(opened ? booking.id : null);
  const vehicle = useVehicle(opened ? booking.vehicleId : null);
  const attributes = useTripAttributes(opened);
  const domainAttributes = useMemo(() => toDomainAttributes(attributes.data ?? []), [attributes.data]);
  const loading = trip.isPending || vehicle.isPending || attributes.isPending;
  const failed = trip.isError || attributes.isError;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(step === 'checkIn' ? 'dialog.checkInTitle' : 'dialog.checkOutTitle')}
      fullScreen={phone}
      size="lg"
      radius={phone ? 0 : undefined}
    >
      <Stack gap="xs" mb="md">
        <Text fw={600}>{booking.vehicleName}</Text>
        <Text size="sm" c="dimmed">
          {t('dialog.period', { range })}
        </Text>
      </Stack>
      {opened && failed && (
        <Text c="red.8" role="alert">
          {t('dialog.loadError')} {(trip.error ?? attributes.error)?.message}
        </Text>
      )}
      {opened && !failed && loading && <Loader size="sm" aria-label={t('dialog.checkInTitle')} />}
      {opened && !failed && !loading && trip.data && (
        <TripForm
          key={`${booking.id}|${step}`}
          bookingId={booking.id}
          step={step}
          trip={trip.data}
          fuelType={vehicle.data?.fuelType}
          settings={me?.settings}
          attributes={domainAttributes}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
