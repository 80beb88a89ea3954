import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuestFields } from './guest-fields';
import { useVehicleBookingForm, type VehicleBookingFormProps } from './use-vehicle-booking-form';
import {
  DriverField,
  EndFields,
  RefusalAlert,
  SpecialTripAlert,
  StartFields,
  TripDetailsFieldset,
} from './vehicle-booking-fields';

/** The form inside the booking dialog; every rule is decided by the server, refusals are shown here. */
export function VehicleBookingForm(props: VehicleBookingFormProps) {
  const { booking, onDone } = props;
  const { t } = useTranslation('fleetBooking');
  const form = useVehicleBookingForm(props);
  const { guest, refusal } = form;
  return (
    <form
      ref={form.invalid.ref}
      onSubmit={form.submit}
      noValidate
      aria-describedby={refusal ? 'booking-refusal' : undefined}
    >
      <Stack gap="md">
        <StartFields form={form} />
        <EndFields form={form} />
        {guest.canGuest && (
          <GuestFields value={guest.guest} errors={guest.guestErrors} onChange={guest.change} />
        )}
        {guest.forGuest ? null : <DriverField form={form} booking={booking} />}
        <SpecialTripAlert reasons={form.specialReasons} />
        <TripDetailsFieldset form={form} />
        {refusal && <RefusalAlert refusal={refusal} />}
        {form.notice && (
          <Text size="sm" role="status">
            {form.notice}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={form.saving}>
            {booking ? t('dialog.submitEdit') : t('dialog.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
