import { Alert, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import {
  CleanlinessFields,
  DamagesSection,
  FieldError,
  LevelFields,
  MileageField,
  TripAttributeFields,
} from './trip-form-fields';
import { TripUploads } from './trip-uploads';
import { type TripFormProps, useTripForm } from './use-trip-form';

/**
 * The check-in / check-out form (issue 11 point 1), phone first: mileage with the last reading,
 * fuel and/or charge level by the vehicle's drive, cleanliness inside/outside from the tenant's
 * states, parking spot, damages with camera photos, receipts, the FAHRZEUG_VERLAUF attributes and,
 * at check-out with "accept before check-out", the confirmation. The domain's validateTripEntry
 * marks a field as soon as it was touched; the server's 422 refusals land at their fields.
 */
export function TripForm(props: TripFormProps) {
  const { step, trip, attributes, onCancel } = props;
  const { t } = useTranslation('fleetTrip');
  const form = useTripForm(props);
  const { values, change, errorOf, busy } = form;
  return (
    <form
      ref={form.invalid.ref}
      onSubmit={form.submit}
      noValidate
      // Mantine's error red (red 6) has 3.3:1 on white; red 8 keeps 4.5:1 for the field errors (axe).
      style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties}
    >
      <Stack gap="md">
        {form.general && (
          <Alert color="red" variant="light" title={t('dialog.refused')} role="alert">
            {form.general}
          </Alert>
        )}
        {step === 'checkOut' && trip.actualStart && (
          <Text size="sm" c="dimmed">
            {t('dialog.started', { time: formatDateTime(trip.actualStart, form.lang) })}
          </Text>
        )}
        <MileageField form={form} lastMileage={trip.lastMileage} />
        <LevelFields form={form} />
        <CleanlinessFields form={form} step={step} />
        <TextInput
          label={t('field.parkingSpot')}
          placeholder={t('field.parkingSpotHint')}
          maxLength={100}
          value={values.parkingSpot}
          onChange={(e) => change('parkingSpot', { parkingSpot: e.currentTarget.value })}
          error={errorOf('parkingSpot')}
          disabled={busy}
        />
        <DamagesSection form={form} />
        <Divider />
        <TripUploads
          label={t('field.receipts')}
          description={t('field.receiptsHint')}
          buttonLabel={t('field.addReceipt')}
          accept="image/png,image/jpeg,application/pdf"
          items={values.receipts}
          error={errorOf('receipts')}
          disabled={busy}
          onAdd={form.addReceipts}
          onRemove={form.removeItem}
        />
        {attributes.length > 0 && <TripAttributeFields form={form} attributes={attributes} />}
        <FieldError error={errorOf('attributes')} />
        {step === 'checkOut' && form.acceptBeforeCheckOut && (
          <Checkbox
            label={t('field.conditionAccepted')}
            checked={values.conditionAccepted}
            onChange={(e) => change('conditionAccepted', { conditionAccepted: e.currentTarget.checked })}
            error={errorOf('conditionAccepted')}
            disabled={busy}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t(step === 'checkIn' ? 'dialog.submitCheckIn' : 'dialog.submitCheckOut')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
