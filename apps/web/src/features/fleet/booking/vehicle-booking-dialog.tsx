import type { Vehicle, VehicleBooking } from '@buchbar/contracts/fleet';
import { Modal, Text } from '@mantine/core';
import type { JSX } from 'react';
import type { z } from 'zod';

// STUB (W1a): W1b's booking dialog replaces this file at merge; same signature (SHARED-IFACE.md).
export interface VehicleBookingDialogProps {
  vehicle: z.infer<typeof Vehicle> | null;
  onClose: () => void;
  initialStart?: string;
  initialEnd?: string;
  booking?: z.infer<typeof VehicleBooking>;
}

export function VehicleBookingDialog(props: VehicleBookingDialogProps): JSX.Element {
  const { vehicle, onClose, initialStart, initialEnd, booking } = props;
  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      title={vehicle ? `${vehicle.make} ${vehicle.model}` : ''}
    >
      <Text size="sm">
        {booking ? `${booking.start} – ${booking.end}` : `${initialStart ?? ''} – ${initialEnd ?? ''}`}
      </Text>
    </Modal>
  );
}
