import { Alert, Fieldset, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT, formatDateTime } from '@/lib/format-date';
import type { VehicleBooking } from '../api/booking-types';
import { TRIP_FIELDS } from './booking-form-model';
import type { Refusal, VehicleBookingFormState } from './use-vehicle-booking-form';

type FormProps = { form: VehicleBookingFormState };

/** The start's date and one of the server's proposed start times. */
export function StartFields({ form }: FormProps) {
  const { t } = useTranslation('fleetBooking');
  const { values, set, startOptions, startTimes } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DatePickerInput
          label={t('dialog.date')}
          value={values.date}
          onChange={(value) => {
            set('date', value);
            set('start', null);
          }}
          minDate={form.today}
          valueFormat={DATE_INPUT_FORMAT[form.lang]}
          required
          data-autofocus
        />
        <Select
          label={t('dialog.start')}
          placeholder={startTimes.isPending ? t('dialog.loadingStartTimes') : t('dialog.startPlaceholder')}
          description={t('dialog.startHelp')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={startOptions}
          value={form.start}
          onChange={form.chooseStart}
          error={form.errors.start || undefined}
          disabled={startOptions.length === 0}
          searchable
          required
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {startTimes.isSuccess && startOptions.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('dialog.noStartTimes')}
        </Text>
      )}
    </>
  );
}

/** The end's date and time, with the latest end the chosen start allows. */
export function EndFields({ form }: FormProps) {
  const { t } = useTranslation('fleetBooking');
  const { values, set, errors, proposal, lang } = form;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <DatePickerInput
        label={t('dialog.endDate')}
        value={values.endDate}
        onChange={(value) => set('endDate', value)}
        minDate={values.date ?? form.today}
        valueFormat={DATE_INPUT_FORMAT[lang]}
        error={errors.end ? ' ' : undefined}
        required
      />
      <Select
        label={t('dialog.endTime')}
        placeholder={t('dialog.endTimePlaceholder')}
        data={form.times}
        value={values.endTime}
        onChange={(value) => set('endTime', value)}
        description={
          proposal ? t('dialog.latestEnd', { when: formatDateTime(proposal.latestEnd, lang) }) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errors.end || undefined}
        searchable
        required
        maxDropdownHeight={260}
      />
    </SimpleGrid>
  );
}

/** The driver: a choice for those who book for others, else who drives as text. */
export function DriverField({ form, booking }: FormProps & { booking: VehicleBooking | undefined }) {
  const { t } = useTranslation('fleetBooking');
  const { values, set, selfId } = form;
  if (form.forOthers)
    return (
      <Select
        label={t('dialog.driver')}
        data={form.driverOptions}
        value={values.driverId || selfId}
        onChange={(value) => set('driverId', value === selfId ? '' : (value ?? ''))}
        error={form.errors.driverId || undefined}
        searchable
        nothingFoundMessage={t('dialog.driverSearch')}
        allowDeselect={false}
      />
    );
  return (
    <Text size="sm">
      {booking?.driver && booking.driver.id !== selfId
        ? t('dialog.driverFixed', { name: booking.driver.name })
        : t('dialog.driverSelf')}
    </Text>
  );
}

/** Why the trip needs an approval (the driver's department, outside the booking window). */
export function SpecialTripAlert({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation('fleetBooking');
  if (reasons.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconInfoCircle aria-hidden />}
      role="status"
      title={t('dialog.specialTrip')}
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <Stack gap={2}>
        {reasons.map((r) => (
          <Text key={r} size="sm">
            {r}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** The trip's text fields: reason, destination, stopover, passengers, contact, detour, information. */
export function TripDetailsFieldset({ form }: FormProps) {
  const { t } = useTranslation('fleetBooking');
  const { values, set, errors } = form;
  return (
    <Fieldset
      legend={t('dialog.tripDetails')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, marginBottom: 4 } }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {TRIP_FIELDS.filter((f) => f !== 'information').map((field) => (
            <TextInput
              key={field}
              label={t(`dialog.${field}`)}
              value={values[field]}
              onChange={(event) => set(field, event.currentTarget.value)}
              error={errors[field] || undefined}
              maxLength={500}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('dialog.information')}
          value={values.information}
          onChange={(event) => set('information', event.currentTarget.value)}
          error={errors.information || undefined}
          maxLength={2000}
          autosize
          minRows={2}
          maxRows={6}
        />
      </Stack>
    </Fieldset>
  );
}

/** The server's refusal; a conflict (409) with the hint to choose another time. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('fleetBooking');
  return (
    <Alert
      id="booking-refusal"
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={refusal.conflict ? t('dialog.conflictTitle') : t('dialog.refusedTitle')}
    >
      <Text size="sm">{refusal.message}</Text>
      {refusal.conflict && (
        <Text size="sm" mt={4}>
          {t('dialog.conflictHint')}
        </Text>
      )}
    </Alert>
  );
}
