import { Anchor, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '@/lib/session';
import { useVehicle } from '../api/get-vehicles';
import type { VehicleBooking } from '../api/vehicle-bookings';
import { LazyVehicleBookingDialog } from '../booking/lazy-vehicle-booking-dialog';
import { GuestBookingSection } from './guest-booking-section';
import { VehicleBookingSection } from './vehicle-booking-section';

/**
 * The vehicles sidebar overview (issue 10): my trips, trips I booked for others (with
 * fahrzeug_fremdbuchung) and special trips waiting for my approval (approvers only).
 */
export function FleetSidebar() {
  const { data: me } = useMe();
  const { t } = useTranslation();
  const [editing, setEditing] = useState<VehicleBooking | null>(null);
  const vehicle = useVehicle(editing?.vehicleId ?? null);
  const forOthers = hasPermission(me, 'fahrzeug_fremdbuchung');
  const approver = hasPermission(me, 'fahrzeug_freigabe_von_sonderfahrten');
  // Guest bookings (issue 11 point 6): holders of fahrzeug_gastbuchung see the guests they booked.
  const guestBooker =
    hasPermission(me, 'fahrzeug_gastbuchung') && me?.settings?.['vehicles.guestBooking'] === true;
  return (
    <Stack gap="md" pb="md">
      <VehicleBookingSection scope="mine" onEdit={setEditing} />
      {forOthers && (
        <>
          <Divider />
          <VehicleBookingSection scope="for-others" onEdit={setEditing} />
        </>
      )}
      {guestBooker && (
        <>
          <Divider />
          <GuestBookingSection />
        </>
      )}
      {approver && (
        <>
          <Divider />
          <VehicleBookingSection scope="approvals" onEdit={setEditing} />
        </>
      )}
      <Divider />
      {/* Issue 12: the driver's own logbook entries, to complete them while they are open. */}
      <Anchor component={Link} to="/fahrzeuge/fahrtenbuch?ansicht=meine" size="sm">
        {t('nav.myLogbook')}
      </Anchor>
      <LazyVehicleBookingDialog
        vehicle={editing && vehicle.data?.id === editing.vehicleId ? vehicle.data : null}
        booking={editing ?? undefined}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
