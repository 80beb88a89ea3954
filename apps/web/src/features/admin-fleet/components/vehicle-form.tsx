import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import { FUEL_TYPES, GEARBOXES, LICENCE_CLASSES } from '@buchbar/domain/fleet/vehicle-constants';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeFields } from '@/entities/object-attribute/attribute-fields';
import { attributeState } from '@/entities/object-attribute/object-attributes';
import { useDepartments } from '@/lib/admin-lookups';
import { DATE_INPUT_FORMAT } from '@/lib/format-date';
import { notifyFailure } from '@/lib/notify';
import { useLocations } from '@/lib/space-lookups';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { AdminVehicle, VehicleBody } from '../api/vehicles';
import { useVehicleAttributes } from '../api/vehicles';
import { vehicleFieldErrors } from '../utils/vehicle-field-errors';
import {
  checkAttributes,
  EQUIPMENT_FIELDS,
  NUMBER_FIELDS,
  toDomainAttributes,
  toFormValues,
  toVehicleBody,
  type VehicleFormValues,
} from '../utils/vehicle-form';

/** Booking-window times offered: every quarter hour (a stored other time stays choosable). */
const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

interface VehicleFormProps {
  vehicle: AdminVehicle | undefined;
  saving: boolean;
  disabled?: boolean;
  /** Resolves when saved; a refusal rejects with the server's error (shown at the fields). */
  onSave: (body: VehicleBody) => Promise<unknown>;
}

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Every field of spec 3 "Vehicle" plus the FAHRZEUG attributes, in four fieldsets. */
export function VehicleForm({ vehicle, saving, disabled, onSave }: VehicleFormProps) {
  const { t } = useTranslation('adminFleet');
  const { form, attributes, invalid, submit } = useVehicleForm(vehicle, onSave);
  const fields = useVehicleFields(form, disabled);
  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate aria-label={t('tabs.data')}>
      <Stack gap="lg">
        <BasicsFieldset fields={fields} />
        <TechnicalFieldset fields={fields} />
        <EquipmentFieldset form={form} disabled={disabled} />
        <BookingFieldset form={form} fields={fields} disabled={disabled} />
        {attributes.length > 0 && (
          <AttributesFieldset form={form} attributes={attributes} disabled={disabled} />
        )}
        {!disabled && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {vehicle ? t('save.update') : t('save.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The form, the FAHRZEUG attributes and the submit: attribute check first, server refusals at their fields. */
function useVehicleForm(vehicle: AdminVehicle | undefined, onSave: VehicleFormProps['onSave']) {
  const { t } = useTranslation('adminFleet');
  const attributeQuery = useVehicleAttributes();
  const attributes = useMemo(() => toDomainAttributes(attributeQuery.data ?? []), [attributeQuery.data]);
  const form = useForm<VehicleFormValues>({
    initialValues: toFormValues(vehicle),
    validate: {
      locationId: (v) => (v ? null : t('validation.required')),
      make: (v) => (v.trim() ? null : t('validation.required')),
      model: (v) => (v.trim() ? null : t('validation.required')),
      licencePlate: (v) => (v.trim() ? null : t('validation.required')),
    },
  });
  useErrorsFollowLanguage(form);
  const invalid = useFocusFirstInvalid();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another vehicle (or its saved state) arrives
  useEffect(() => {
    form.setValues(toFormValues(vehicle));
    form.resetDirty();
  }, [vehicle]);

  const submit = form.onSubmit(async (values) => {
    const checked = checkAttributes(attributes, values.attributes, {
      mandatory: t('validation.mandatoryMissing'),
      invalid: t('validation.required'),
    });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      invalid.focusFirstInvalid();
      notifyFailure(t('save.failed'), new Error(t('validation.mandatoryMissing')));
      return;
    }
    try {
      await onSave(toVehicleBody(values, checked.values));
    } catch (error) {
      const errors = vehicleFieldErrors(error);
      form.setErrors(errors);
      invalid.focusFirstInvalid();
      notifyFailure(t('save.failed'), error);
    }
  }, invalid.onValidationFailure);
  return { form, attributes, invalid, submit };
}

type VehicleFormForm = UseFormReturnType<VehicleFormValues>;
type VehicleFields = ReturnType<typeof useVehicleFields>;

/** The props of a field by its name: label, disabled, value and error; dates and times in the interface's language. */
function useVehicleFields(form: VehicleFormForm, disabled: boolean | undefined) {
  const { t, i18n } = useTranslation('adminFleet');
  const { t: tc } = useTranslation('common');
  const field = (name: keyof VehicleFormValues) => ({
    label: t(`fields.${name}` as 'fields.make'),
    disabled,
    ...form.getInputProps(name),
  });
  // Dates and times in the interface's language, not the browser's (de 24.11.2026, en 24 Nov 2026).
  const dateField = (name: 'validFrom' | 'validTo') => ({
    ...field(name),
    value: form.values[name] || null,
    onChange: (value: string | null) => form.setFieldValue(name, value ?? ''),
    valueFormat: DATE_INPUT_FORMAT[i18n.language === 'en' ? 'en' : 'de'],
    clearable: true,
    clearButtonProps: { 'aria-label': tc('dialog.clearField', { field: t(`fields.${name}`) }) },
  });
  const timeField = (name: 'bookingFrom' | 'bookingTo') => {
    const kept = form.values[name];
    return {
      ...field(name),
      data: kept && !QUARTER_HOURS.includes(kept) ? [...QUARTER_HOURS, kept].sort() : QUARTER_HOURS,
      value: kept || null,
      onChange: (value: string | null) => form.setFieldValue(name, value ?? ''),
      searchable: true,
      clearable: true,
      clearButtonProps: { 'aria-label': tc('dialog.clearField', { field: t(`fields.${name}`) }) },
      maxDropdownHeight: 260,
    };
  };
  return { field, dateField, timeField };
}

const GRID = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'md', verticalSpacing: 'sm' } as const;

function BasicsFieldset({ fields: { field, dateField } }: { fields: VehicleFields }) {
  const { t } = useTranslation('adminFleet');
  const locations = useLocations();
  return (
    <Fieldset legend={t('sections.basics')}>
      <SimpleGrid {...GRID}>
        <TextInput {...field('make')} required maxLength={100} data-autofocus />
        <TextInput {...field('model')} required maxLength={100} />
        <TextInput {...field('licencePlate')} required maxLength={20} />
        <Select
          {...field('locationId')}
          required
          data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        />
        <TextInput {...field('category')} maxLength={100} />
        <TextInput {...field('colour')} maxLength={50} />
        <DatePickerInput {...dateField('validFrom')} description={t('fields.validFromHint')} />
        <DatePickerInput {...dateField('validTo')} description={t('fields.validToHint')} />
      </SimpleGrid>
    </Fieldset>
  );
}

function TechnicalFieldset({ fields: { field } }: { fields: VehicleFields }) {
  const { t } = useTranslation('adminFleet');
  return (
    <Fieldset legend={t('sections.technical')}>
      <SimpleGrid {...GRID}>
        <Select
          {...field('fuelType')}
          allowDeselect={false}
          data={FUEL_TYPES.map((f) => ({ value: f, label: t(`fuel.${f}`) }))}
        />
        <Select
          {...field('gearbox')}
          allowDeselect={false}
          data={GEARBOXES.map((g) => ({ value: g, label: t(`gearbox.${g}`) }))}
        />
        <Select
          {...field('requiredLicenceClass')}
          allowDeselect={false}
          data={[
            { value: '', label: t('fields.noLicenceClass') },
            ...LICENCE_CLASSES.map((c) => ({ value: c, label: c })),
          ]}
        />
        {NUMBER_FIELDS.map((name) => (
          <NumberInput key={name} {...field(name)} min={0} allowDecimal={false} allowNegative={false} />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

function EquipmentFieldset({ form, disabled }: { form: VehicleFormForm; disabled: boolean | undefined }) {
  const { t } = useTranslation('adminFleet');
  return (
    <Fieldset legend={t('sections.equipment')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {[...EQUIPMENT_FIELDS, 'guestBookable' as const].map((name) => (
          <Checkbox
            key={name}
            label={t(`fields.${name}`)}
            disabled={disabled}
            {...form.getInputProps(name, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

function BookingFieldset(props: {
  form: VehicleFormForm;
  fields: VehicleFields;
  disabled: boolean | undefined;
}) {
  const { form, fields, disabled } = props;
  const { t } = useTranslation('adminFleet');
  const departments = useDepartments();
  return (
    <Fieldset legend={t('sections.booking')}>
      <Stack gap="sm">
        <Checkbox.Group label={t('fields.bookingWeekdays')} {...form.getInputProps('bookingWeekdays')}>
          <Group gap="sm" mt={4}>
            {WEEKDAYS.map((d) => (
              <Checkbox
                key={d}
                value={d}
                disabled={disabled}
                label={t(`weekdays.${d}`)}
                aria-label={t(`weekdaysLong.${d}`)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select {...fields.timeField('bookingFrom')} description={t('fields.bookingTimeHint')} />
          <Select {...fields.timeField('bookingTo')} description={t('fields.bookingTimeHint')} />
        </SimpleGrid>
        <Switch
          label={t('fields.bookingOutsideAllowed')}
          disabled={disabled}
          {...form.getInputProps('bookingOutsideAllowed', { type: 'checkbox' })}
        />
        <MultiSelect
          {...fields.field('departmentIds')}
          description={t('fields.departmentIdsHint')}
          data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          searchable
          clearable
        />
      </Stack>
    </Fieldset>
  );
}

function AttributesFieldset(props: {
  form: VehicleFormForm;
  attributes: readonly ObjectAttribute[];
  disabled: boolean | undefined;
}) {
  const { form, attributes, disabled } = props;
  const { t } = useTranslation('adminFleet');
  const { visible, mandatory } = attributeState(attributes, form.values.attributes);
  return (
    <Fieldset legend={t('sections.attributes')}>
      <SimpleGrid {...GRID}>
        <AttributeFields
          attributes={attributes}
          values={form.values.attributes}
          visible={visible}
          mandatory={mandatory}
          errorOf={(id) => form.errors[`attributes.${id}`] as string | undefined}
          disabled={disabled}
          onChange={(id, value) => {
            form.setFieldValue('attributes', { ...form.values.attributes, [id]: value });
            form.clearFieldError(`attributes.${id}`);
          }}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
