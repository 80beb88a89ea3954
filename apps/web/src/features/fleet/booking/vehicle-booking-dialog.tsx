import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle, VehicleBooking } from '../api/booking-types';
import { VehicleBookingForm } from './vehicle-booking-form';

export interface VehicleBookingDialogProps {
  /** The vehicle to book; null = closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
  /** ISO instant, e.g. from the list's "free between" search. */
  initialStart?: string;
  initialEnd?: string;
  /** Present = change this booking (PATCH). */
  booking?: VehicleBooking;
}

const PHONE = '(max-width: 47.99em)';

/**
 * The booking dialog (spec 2, issue 10 point 8): date, a proposed start time, end, driver and
 * the trip's fields; books (POST) or changes a booking (PATCH). Full screen on phones.
 */
export function VehicleBookingDialog({
  vehicle,
  onClose,
  initialStart,
  initialEnd,
  booking,
}: VehicleBookingDialogProps): JSX.Element {
  const { t } = useTranslation('fleetBooking');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const name = vehicle ? `${vehicle.make} ${vehicle.model} (${vehicle.licencePlate})` : '';
  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      title={booking ? t('dialog.editTitle', { vehicle: name }) : t('dialog.createTitle', { vehicle: name })}
      fullScreen={phone}
      size="lg"
      radius={phone ? 0 : undefined}
    >
      {vehicle && (
        <VehicleBookingForm
          key={`${vehicle.id}|${booking?.id ?? ''}|${initialStart ?? ''}|${initialEnd ?? ''}`}
          vehicle={vehicle}
          vehicleName={name}
          booking={booking}
          initialStart={initialStart}
          initialEnd={initialEnd}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
