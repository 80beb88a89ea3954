import { isAttributeMandatory } from '@buchbar/domain/fleet/attribute-conditions';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LockerReturnForm, TripEntryInputShape } from '../api/types';
import { type ReturnFormState, useReturnForm } from '../hooks/use-return-form';

/**
 * The compact check-out form of the terminal (ADR 0009 gap 7): mileage, fuel or charge,
 * cleanliness inside and outside, parking spot, a damage note, the FAHRZEUG_VERLAUF attributes
 * and, when required, the condition's acceptance. Checked with the domain's validateTripEntry
 * before sending; the server's refusals are shown at their fields. Photos are added in the app.
 */
export function ReturnForm(props: {
  form: LockerReturnForm;
  busy: boolean;
  onSubmit: (entry: TripEntryInputShape) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('officeLocker');
  const { form } = props;
  const state = useReturnForm(form, props.onSubmit);
  const { fields, set, errors, general } = state;
  return (
    <form ref={state.invalid.ref} onSubmit={state.submit} noValidate aria-label={t('return.heading')}>
      <Stack gap="md">
        <ReadingFields form={form} state={state} />
        <Textarea
          size="lg"
          label={t('form.damage')}
          description={t('form.damageHint')}
          autosize
          minRows={2}
          value={fields.damage}
          onChange={(e) => set('damage')(e.currentTarget.value)}
          error={errors['damages.0.description']}
        />
        <LockerAttributeFields state={state} />
        {form.acceptBeforeCheckOut && (
          <Checkbox
            size="lg"
            label={t('form.conditionAccepted')}
            checked={fields.accepted}
            onChange={(e) => set('accepted')(e.currentTarget.checked)}
            error={errors.conditionAccepted}
          />
        )}
        {(general || errors.attributes) && (
          <Alert color="red" variant="light" role="alert">
            {general ?? errors.attributes}
          </Alert>
        )}
        <Group grow>
          <Button size="xl" variant="default" type="button" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button size="xl" type="submit" loading={props.busy}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Mileage, fuel and/or charge, cleanliness inside and outside, parking spot. */
function ReadingFields({ form, state }: { form: LockerReturnForm; state: ReturnFormState }) {
  const { t } = useTranslation('officeLocker');
  const { fields, set, errors } = state;
  const states = form.cleanlinessStates.map((s) => ({ value: s, label: s }));
  const level = (
    key: 'fuel' | 'charge',
    label: 'form.fuelPercent' | 'form.chargePercent',
    error?: string,
  ) => (
    <NumberInput
      size="lg"
      label={t(label)}
      min={0}
      max={100}
      allowDecimal={false}
      suffix=" %"
      value={fields[key]}
      onChange={set(key)}
      error={error}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberInput
        size="lg"
        label={t('form.mileage')}
        description={
          form.lastMileage === null ? undefined : t('form.lastMileage', { mileage: form.lastMileage })
        }
        required
        min={0}
        allowDecimal={false}
        value={fields.mileage}
        onChange={set('mileage')}
        error={errors.mileage}
      />
      {form.fuel !== 'charge' && level('fuel', 'form.fuelPercent', errors.fuelPercent)}
      {form.fuel !== 'fuel' && level('charge', 'form.chargePercent', errors.chargePercent)}
      <Select
        size="lg"
        label={t('form.cleanlinessInside')}
        required
        data={states}
        value={fields.inside}
        onChange={set('inside')}
        error={errors.cleanlinessInside}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        size="lg"
        label={t('form.cleanlinessOutside')}
        required
        data={states}
        value={fields.outside}
        onChange={set('outside')}
        error={errors.cleanlinessOutside}
      />
      <TextInput
        size="lg"
        label={t('form.parkingSpot')}
        value={fields.parkingSpot}
        onChange={(e) => set('parkingSpot')(e.currentTarget.value)}
        error={errors.parkingSpot}
      />
    </SimpleGrid>
  );
}

/** The FAHRZEUG_VERLAUF attributes in the terminal's large size: SHOW_IF hides, MANDATORY requires. */
function LockerAttributeFields({ state }: { state: ReturnFormState }) {
  const { attributes, values, visible, errors, setAttribute } = state;
  return attributes
    .filter((a) => visible.has(a.id))
    .map((a) => {
      const required = isAttributeMandatory(a, values, visible);
      const set = (v: string | null) => setAttribute(a.id, v);
      const error = errors[`attributes.${a.id}`];
      if (a.type === 'RADIOS')
        return (
          <Radio.Group
            key={a.id}
            label={a.label}
            required={required}
            value={values[a.id] ?? ''}
            onChange={set}
            error={error}
            size="lg"
          >
            <Group mt="xs">
              {a.choices.map((c) => (
                <Radio key={c.key} value={c.key} label={c.text} size="lg" />
              ))}
            </Group>
          </Radio.Group>
        );
      if (a.type === 'DROPDOWN')
        return (
          <Select
            key={a.id}
            size="lg"
            label={a.label}
            required={required}
            data={a.choices.map((c) => ({ value: c.key, label: c.text }))}
            value={values[a.id] || null}
            onChange={set}
            error={error}
          />
        );
      return (
        <TextInput
          key={a.id}
          size="lg"
          label={a.label}
          required={required}
          value={values[a.id] ?? ''}
          onChange={(e) => set(e.currentTarget.value)}
          error={error}
        />
      );
    });
}
