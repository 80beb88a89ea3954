import { tripEntryContextFromSettings } from '@buchbar/domain/fleet/trip-readings';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type CSSProperties, type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { Trip, TripFileKind, TripStep } from './trip-api';
import { uploadTripFile, useTripStep } from './trip-api';
import {
  attributeState,
  type DamageRow,
  EMPTY_TRIP_FORM,
  hasPendingUploads,
  levelFields,
  serverTripErrors,
  type TripFormValues,
  type toDomainAttributes,
  toTripBody,
  type UploadItem,
  validateTripForm,
} from './trip-form-model';
import { TripUploads } from './trip-uploads';

type DomainAttributes = ReturnType<typeof toDomainAttributes>;

interface TripFormProps {
  bookingId: string;
  step: TripStep;
  trip: Trip;
  fuelType: string | undefined;
  settings: Record<string, unknown> | undefined;
  attributes: DomainAttributes;
  onDone: () => void;
  onCancel: () => void;
}

let keySeq = 0;
const nextKey = () => {
  keySeq += 1;
  return `k${keySeq}`;
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The check-in / check-out form (issue 11 point 1), phone first: mileage with the last reading,
 * fuel and/or charge level by the vehicle's drive, cleanliness inside/outside from the tenant's
 * states, parking spot, damages with camera photos, receipts, the FAHRZEUG_VERLAUF attributes and,
 * at check-out with "accept before check-out", the confirmation. The domain's validateTripEntry
 * marks a field as soon as it was touched; the server's 422 refusals land at their fields.
 */
export function TripForm({
  bookingId,
  step,
  trip,
  fuelType,
  settings,
  attributes,
  onDone,
  onCancel,
}: TripFormProps) {
  const { t, i18n } = useTranslation('fleetTrip');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const type = step === 'checkIn' ? 'CHECK_IN' : 'CHECK_OUT';
  const [values, setValues] = useState<TripFormValues>(EMPTY_TRIP_FORM);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const mutation = useTripStep(bookingId, step);
  const states = stringList(settings?.['vehicles.cleanlinessStates']);
  const acceptBeforeCheckOut = settings?.['vehicles.acceptBeforeCheckOut'] === true;
  const levels = levelFields(fuelType);

  const ctx = useMemo(
    () =>
      tripEntryContextFromSettings(
        {
          'vehicles.cleanlinessStates': states,
          'vehicles.acceptBeforeCheckOut': acceptBeforeCheckOut,
        } as unknown as EffectiveSettings,
        { type, lastMileage: trip.lastMileage, historyAttributes: attributes },
      ),
    [states, acceptBeforeCheckOut, type, trip.lastMileage, attributes],
  );
  // The domain's cleanliness texts name the side in both languages ("innen/inside") for the API;
  // beside the field the side is clear, so the form says it plainly.
  const overrides = { TRIP_CLEANLINESS_MISSING: t('field.cleanlinessMissing') };
  const domainErrors = validateTripForm(values, ctx, lang, t('field.invalid'), overrides);
  const errorOf = (field: string): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? domainErrors[field] : undefined);

  const touch = (field: string) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  const change = (field: string, patch: Partial<TripFormValues>) => {
    setValues((prev) => ({ ...prev, ...patch }));
    touch(field);
    setServerErrors((prev) => {
      if (!(field in prev)) return prev;
      const { [field]: _, ...rest } = prev;
      return rest;
    });
  };

  // Uploads: each file goes up at once with its progress; the entry references the stored name.
  const updateItem = (key: string, patch: Partial<UploadItem>) =>
    setValues((prev) => {
      const map = (items: readonly UploadItem[]) =>
        items.map((i) => (i.key === key ? { ...i, ...patch } : i));
      return {
        ...prev,
        receipts: map(prev.receipts),
        damages: prev.damages.map((d) => ({ ...d, photos: map(d.photos) })),
      };
    });
  const startUpload = (kind: TripFileKind, file: File): UploadItem => {
    const key = nextKey();
    uploadTripFile(bookingId, kind, file, (progress) => updateItem(key, { progress }))
      .then((stored) =>
        updateItem(key, { status: 'done', progress: 100, fileName: stored.fileName, url: stored.url }),
      )
      .catch((error: unknown) =>
        updateItem(key, { status: 'error', error: error instanceof Error ? error.message : String(error) }),
      );
    return { key, label: file.name, status: 'uploading', progress: 0 };
  };
  const addReceipts = (files: File[]) => {
    const items = files.map((f) => startUpload('receipt', f));
    change('receipts', { receipts: [...values.receipts, ...items] });
  };
  const removeItem = (key: string) =>
    setValues((prev) => ({
      ...prev,
      receipts: prev.receipts.filter((i) => i.key !== key),
      damages: prev.damages.map((d) => ({ ...d, photos: d.photos.filter((i) => i.key !== key) })),
    }));
  const setDamage = (index: number, patch: Partial<DamageRow>, field: string) =>
    change(field, { damages: values.damages.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  const addDamagePhotos = (index: number, files: File[]) => {
    const items = files.map((f) => startUpload('photo', f));
    setValues((prev) => ({
      ...prev,
      damages: prev.damages.map((d, i) => (i === index ? { ...d, photos: [...d.photos, ...items] } : d)),
    }));
  };

  const pending = hasPendingUploads(values);
  const invalid = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setGeneral(null);
    if (pending) {
      setGeneral(t('dialog.uploadsPending'));
      return;
    }
    if (Object.keys(domainErrors).length > 0) {
      setGeneral(t('dialog.fixErrors'));
      invalid.focusFirstInvalid();
      return;
    }
    mutation.mutate(toTripBody(values, type), {
      onSuccess: (done) => {
        const notified = done.noticesQueued > 0 ? ` ${t('done.notified')}` : '';
        notifySuccess(
          t(step === 'checkIn' ? 'done.checkInTitle' : 'done.checkOutTitle'),
          `${t(step === 'checkIn' ? 'done.checkIn' : 'done.checkOut')}${notified}`,
        );
        onDone();
      },
      onError: (error) => {
        const { fields, general: message } = serverTripErrors(error, lang, overrides);
        setServerErrors(fields);
        setGeneral(message ?? t('dialog.fixErrors'));
        if (Object.keys(fields).length > 0) invalid.focusFirstInvalid();
      },
    });
  };

  const number = (value: string | number): number | '' =>
    typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);
  const attributeValues = values.attributes;
  const busy = mutation.isPending;

  return (
    <form
      ref={invalid.ref}
      onSubmit={submit}
      noValidate
      // Mantine's error red (red 6) has 3.3:1 on white; red 8 keeps 4.5:1 for the field errors (axe).
      style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties}
    >
      <Stack gap="md">
        {general && (
          <Alert color="red" variant="light" title={t('dialog.refused')} role="alert">
            {general}
          </Alert>
        )}
        {step === 'checkOut' && trip.actualStart && (
          <Text size="sm" c="dimmed">
            {t('dialog.started', { time: formatDateTime(trip.actualStart, lang) })}
          </Text>
        )}
        <NumberInput
          label={t('field.mileage')}
          description={
            trip.lastMileage === null
              ? t('field.mileageNoHint')
              : t('field.mileageHint', {
                  value: trip.lastMileage,
                })
          }
          required
          min={0}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          suffix=" km"
          thousandSeparator={lang === 'en' ? ',' : '.'}
          decimalSeparator={lang === 'en' ? '.' : ','}
          value={values.mileage}
          onChange={(v) => change('mileage', { mileage: number(v) })}
          onBlur={() => touch('mileage')}
          error={errorOf('mileage')}
          disabled={busy}
        />
        <Group grow align="flex-start" gap="sm">
          {levels.fuel && (
            <NumberInput
              label={t('field.fuelPercent')}
              description={t('field.levelHint')}
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              value={values.fuelPercent}
              onChange={(v) => change('fuelPercent', { fuelPercent: number(v) })}
              error={errorOf('fuelPercent')}
              disabled={busy}
            />
          )}
          {levels.charge && (
            <NumberInput
              label={t('field.chargePercent')}
              description={t('field.levelHint')}
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              value={values.chargePercent}
              onChange={(v) => change('chargePercent', { chargePercent: number(v) })}
              error={errorOf('chargePercent')}
              disabled={busy}
            />
          )}
        </Group>
        <Group grow align="flex-start" gap="sm">
          {(['cleanlinessInside', 'cleanlinessOutside'] as const).map((field) => (
            <NativeSelect
              key={field}
              label={t(`field.${field}`)}
              required={step === 'checkOut'}
              data={[
                { value: '', label: t('field.cleanlinessNone') },
                // The default states have names in both languages; a tenant's own words stay as written.
                ...states.map((s) => ({
                  value: s,
                  label: i18n.exists(`fleetTrip:cleanlinessStates.${s}`)
                    ? (t as unknown as (key: string) => string)(`cleanlinessStates.${s}`)
                    : s,
                })),
              ]}
              value={values[field]}
              onChange={(e) => change(field, { [field]: e.currentTarget.value })}
              error={errorOf(field)}
              disabled={busy}
            />
          ))}
        </Group>
        <TextInput
          label={t('field.parkingSpot')}
          placeholder={t('field.parkingSpotHint')}
          maxLength={100}
          value={values.parkingSpot}
          onChange={(e) => change('parkingSpot', { parkingSpot: e.currentTarget.value })}
          error={errorOf('parkingSpot')}
          disabled={busy}
        />

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
          <Stack
            key={damage.key}
            gap="xs"
            p="sm"
            role="group"
            aria-label={t('field.damageTitle', { n: index + 1 })}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {t('field.damageTitle', { n: index + 1 })}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                c="red.8"
                disabled={busy}
                onClick={() =>
                  change('damages', { damages: values.damages.filter((d) => d.key !== damage.key) })
                }
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
                setDamage(index, { description: e.currentTarget.value }, `damages.${index}.description`)
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
              onAdd={(files) => addDamagePhotos(index, files)}
              onRemove={removeItem}
            />
          </Stack>
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
        {errorOf('damages') && (
          <Text size="xs" c="red.8">
            {errorOf('damages')}
          </Text>
        )}

        <Divider />
        <TripUploads
          label={t('field.receipts')}
          description={t('field.receiptsHint')}
          buttonLabel={t('field.addReceipt')}
          accept="image/png,image/jpeg,application/pdf"
          items={values.receipts}
          error={errorOf('receipts')}
          disabled={busy}
          onAdd={addReceipts}
          onRemove={removeItem}
        />

        {attributes.length > 0 && (
          <TripAttributeFields
            title={t('field.attributes')}
            attributes={attributes}
            values={attributeValues}
            errorOf={(id) => errorOf(`attributes.${id}`)}
            disabled={busy}
            onChange={(id, value) =>
              change(`attributes.${id}`, { attributes: { ...attributeValues, [id]: value } })
            }
          />
        )}
        {errorOf('attributes') && (
          <Text size="xs" c="red.8">
            {errorOf('attributes')}
          </Text>
        )}

        {step === 'checkOut' && acceptBeforeCheckOut && (
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

/** The FAHRZEUG_VERLAUF attributes: TEXT, RADIOS, DROPDOWN; SHOW_IF hides, MANDATORY requires. */
function TripAttributeFields(props: {
  title: string;
  attributes: DomainAttributes;
  values: Readonly<Record<string, string>>;
  errorOf: (id: string) => string | undefined;
  disabled: boolean;
  onChange: (id: string, value: string) => void;
}) {
  const { title, attributes, values, errorOf, disabled, onChange } = props;
  const { visible, mandatory } = attributeState(attributes, values);
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} size="h5">
        {title}
      </Title>
      {attributes
        .filter((a) => visible.has(a.id))
        .map((a) => {
          const common = { label: a.label, required: mandatory.has(a.id), error: errorOf(a.id), disabled };
          const value = values[a.id] ?? '';
          if (a.type === 'TEXT')
            return (
              <TextInput
                key={a.id}
                {...common}
                maxLength={2000}
                value={value}
                onChange={(e) => onChange(a.id, e.currentTarget.value)}
              />
            );
          if (a.type === 'RADIOS')
            return (
              <Radio.Group key={a.id} {...common} value={value} onChange={(v) => onChange(a.id, v)}>
                <Group gap="md" mt={4}>
                  {a.choices.map((c) => (
                    <Radio key={c.key} value={c.key} label={c.text} disabled={disabled} />
                  ))}
                </Group>
              </Radio.Group>
            );
          return (
            <NativeSelect
              key={a.id}
              {...common}
              data={[{ value: '', label: '–' }, ...a.choices.map((c) => ({ value: c.key, label: c.text }))]}
              value={value}
              onChange={(e) => onChange(a.id, e.currentTarget.value)}
            />
          );
        })}
    </Stack>
  );
}
