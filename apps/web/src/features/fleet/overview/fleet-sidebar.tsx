import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { hasPermission, useMe } from '@/lib/session';
import { useVehicle } from '../api/get-vehicles';
import type { VehicleBooking } from '../api/vehicle-bookings';
import { VehicleBookingDialog } from '../booking/vehicle-booking-dialog';
import { VehicleBookingSection } from './vehicle-booking-section';

/**
 * The vehicles sidebar overview (issue 10): my trips, trips I booked for others (with
 * fahrzeug_fremdbuchung) and special trips waiting for my approval (approvers only).
 */
export function FleetSidebar() {
  const { data: me } = useMe();
  const [editing, setEditing] = useState<VehicleBooking | null>(null);
  const vehicle = useVehicle(editing?.vehicleId ?? null);
  const forOthers = hasPermission(me, 'fahrzeug_fremdbuchung');
  const approver = hasPermission(me, 'fahrzeug_freigabe_von_sonderfahrten');
  return (
    <Stack gap="md" pb="md">
      <VehicleBookingSection scope="mine" onEdit={setEditing} />
      {forOthers && (
        <>
          <Divider />
          <VehicleBookingSection scope="for-others" onEdit={setEditing} />
        </>
      )}
      {approver && (
        <>
          <Divider />
          <VehicleBookingSection scope="approvals" onEdit={setEditing} />
        </>
      )}
      <VehicleBookingDialog
        vehicle={editing && vehicle.data?.id === editing.vehicleId ? vehicle.data : null}
        booking={editing ?? undefined}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
