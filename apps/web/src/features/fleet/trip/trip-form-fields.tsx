import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import {
  Button,
  Divider,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AttributeFields } from '@/entities/object-attribute/attribute-fields';
import { attributeState } from '@/entities/object-attribute/object-attributes';
import type { TripStep } from './trip-api';
import type { DamageRow } from './trip-form-model';
import { TripUploads } from './trip-uploads';
import { nextKey, type TripFormState } from './use-trip-form';

const number = (value: string | number): number | '' =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);

/** A list's own error below it (damages, attributes), red 8 for contrast. */
export function FieldError({ error }: { error: string | undefined }) {
  return (
    error && (
      <Text size="xs" c="red.8">
        {error}
      </Text>
    )
  );
}

/** The mileage in km, with the last reading as its hint; separators in the interface's language. */
export function MileageField({ form, lastMileage }: { form: TripFormState; lastMileage: number | null }) {
  const { t } = useTranslation('fleetTrip');
  return (
    <NumberInput
      label={t('field.mileage')}
      description={
        lastMileage === null
          ? t('field.mileageNoHint')
          : t('field.mileageHint', {
              value: lastMileage,
            })
      }
      required
      min={0}
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      suffix=" km"
      thousandSeparator={form.lang === 'en' ? ',' : '.'}
      decimalSeparator={form.lang === 'en' ? '.' : ','}
      value={form.values.mileage}
      onChange={(v) => form.change('mileage', { mileage: number(v) })}
      onBlur={() => form.touch('mileage')}
      error={form.errorOf('mileage')}
      disabled={form.busy}
    />
  );
}

/** Fuel and/or charge level in percent, by the vehicle's drive. */
export function LevelFields({ form }: { form: TripFormState }) {
  const { t } = useTranslation('fleetTrip');
  const level = (field: 'fuelPercent' | 'chargePercent') => (
    <NumberInput
      label={t(`field.${field}`)}
      description={t('field.levelHint')}
      min={0}
      max={100}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      inputMode="numeric"
      value={form.values[field]}
      onChange={(v) => form.change(field, { [field]: number(v) })}
      error={form.errorOf(field)}
      disabled={form.busy}
    />
  );
  return (
    <Group grow align="flex-start" gap="sm">
      {form.levels.fuel && level('fuelPercent')}
      {form.levels.charge && level('chargePercent')}
    </Group>
  );
}

/** Cleanliness inside and outside from the tenant's states (required at check-out). */
export function CleanlinessFields({ form, step }: { form: TripFormState; step: TripStep }) {
  const { t, i18n } = useTranslation('fleetTrip');
  return (
    <Group grow align="flex-start" gap="sm">
      {(['cleanlinessInside', 'cleanlinessOutside'] as const).map((field) => (
        <NativeSelect
          key={field}
          label={t(`field.${field}`)}
          required={step === 'checkOut'}
          data={[
            { value: '', label: t('field.cleanlinessNone') },
            // The default states have names in both languages; a tenant's own words stay as written.
            ...form.states.map((s) => ({
              value: s,
              label: i18n.exists(`fleetTrip:cleanlinessStates.${s}`)
                ? (t as unknown as (key: string) => string)(`cleanlinessStates.${s}`)
                : s,
            })),
          ]}
          value={form.values[field]}
          onChange={(e) => form.change(field, { [field]: e.currentTarget.value })}
          error={form.errorOf(field)}
          disabled={form.busy}
        />
      ))}
    </Group>
  );
}

/** The damages found: each with its description and camera photos; add and remove rows. */
export function DamagesSection({ form }: { form: TripFormState }) {
  const { t } = useTranslation('fleetTrip');
  const { values, change, busy } = form;
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('field.damages')}
      </Title>
      {values.damages.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('field.damagesNone')}
        </Text>
      )}
      {values.damages.map((damage, index) => (
        <DamageCard key={damage.key} form={form} damage={damage} index={index} />
      ))}
      <Group>
        <Button
          variant="default"
          disabled={busy}
          onClick={() =>
            change('damages', {
              damages: [...values.damages, { key: nextKey(), description: '', photos: [] }],
            })
          }
        >
          {t('field.damageAdd')}
        </Button>
      </Group>
      <FieldError error={form.errorOf('damages')} />
    </>
  );
}

function DamageCard({ form, damage, index }: { form: TripFormState; damage: DamageRow; index: number }) {
  const { t } = useTranslation('fleetTrip');
  const { values, change, touch, errorOf, busy } = form;
  const title = t('field.damageTitle', { n: index + 1 });
  return (
    <Stack
      gap="xs"
      p="sm"
      role="group"
      aria-label={title}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          c="red.8"
          disabled={busy}
          onClick={() => change('damages', { damages: values.damages.filter((d) => d.key !== damage.key) })}
        >
          {t('field.damageRemove', { n: index + 1 })}
        </Button>
      </Group>
      <Textarea
        label={t('field.damageDescription')}
        required
        autosize
        minRows={2}
        maxLength={2000}
        value={damage.description}
        onChange={(e) =>
          form.setDamage(index, { description: e.currentTarget.value }, `damages.${index}.description`)
        }
        onBlur={() => touch(`damages.${index}.description`)}
        error={errorOf(`damages.${index}.description`)}
        disabled={busy}
      />
      <TripUploads
        label={t('field.damagePhotos')}
        buttonLabel={t('field.takePhoto')}
        accept="image/*"
        capture
        items={damage.photos}
        error={errorOf(`damages.${index}.photos`)}
        disabled={busy}
        onAdd={(files) => form.addDamagePhotos(index, files)}
        onRemove={form.removeItem}
      />
    </Stack>
  );
}

/** The FAHRZEUG_VERLAUF attributes: TEXT, RADIOS, DROPDOWN; SHOW_IF hides, MANDATORY requires. */
export function TripAttributeFields(props: { form: TripFormState; attributes: readonly ObjectAttribute[] }) {
  const { form, attributes } = props;
  const { t } = useTranslation('fleetTrip');
  const values = form.values.attributes;
  const { visible, mandatory } = attributeState(attributes, values);
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} size="h5">
        {t('field.attributes')}
      </Title>
      <AttributeFields
        attributes={attributes}
        values={values}
        visible={visible}
        mandatory={mandatory}
        errorOf={(id) => form.errorOf(`attributes.${id}`)}
        disabled={form.busy}
        nativeDropdown
        onChange={(id, value) => form.change(`attributes.${id}`, { attributes: { ...values, [id]: value } })}
      />
    </Stack>
  );
}
