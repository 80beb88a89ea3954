import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import { isAttributeMandatory, visibleAttributeIds } from '@buchbar/domain/fleet/attribute-conditions';
import { type TripEntryInput, validateTripEntry } from '@buchbar/domain/fleet/trip-readings';
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
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { LockerReturnForm, TripEntryInputShape } from '../api/types';
import { tripRefusalMessage } from '../utils/trip-refusal-message';

type Errors = Record<string, string>;
const num = (v: string | number) => (typeof v === 'number' ? v : v === '' ? null : Number(v));

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
  const { t, i18n } = useTranslation('officeLocker');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const { form } = props;
  const attributes = form.attributes as unknown as ObjectAttribute[];
  const [mileage, setMileage] = useState<string | number>('');
  const [fuel, setFuel] = useState<string | number>('');
  const [charge, setCharge] = useState<string | number>('');
  const [inside, setInside] = useState<string | null>(null);
  const [outside, setOutside] = useState<string | null>(null);
  const [parkingSpot, setParkingSpot] = useState('');
  const [damage, setDamage] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const visible = useMemo(() => visibleAttributeIds(attributes, values), [attributes, values]);
  const states = form.cleanlinessStates.map((s) => ({ value: s, label: s }));

  const entry = (): TripEntryInputShape & TripEntryInput => ({
    mileage: num(mileage),
    fuelPercent: form.fuel === 'charge' ? null : num(fuel),
    chargePercent: form.fuel === 'fuel' ? null : num(charge),
    cleanlinessInside: inside,
    cleanlinessOutside: outside,
    parkingSpot: parkingSpot.trim() || null,
    damages: damage.trim() ? [{ description: damage.trim(), photos: [] }] : [],
    attributes: Object.fromEntries(Object.entries(values).filter(([id]) => visible.has(id))),
    ...(form.acceptBeforeCheckOut ? { conditionAccepted: accepted } : {}),
  });

  const fieldErrors = (
    refusals: readonly { field: string; code: string; message: string; details: unknown }[],
  ) => {
    const next: Errors = {};
    for (const r of refusals) {
      const ids = (r.details as { attributes?: unknown })?.attributes;
      if (r.field === 'attributes' && Array.isArray(ids))
        for (const id of ids) next[`attributes.${String(id)}`] = t('form.required');
      else if (!next[r.field]) next[r.field] = r.message;
    }
    return next;
  };

  const invalid = useFocusFirstInvalid();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    const body = entry();
    const verdict = validateTripEntry(body, {
      type: 'CHECK_OUT',
      lastMileage: form.lastMileage,
      cleanlinessStates: form.cleanlinessStates,
      historyAttributes: attributes,
      acceptBeforeCheckOut: form.acceptBeforeCheckOut,
    });
    if (!verdict.ok) {
      setErrors(
        fieldErrors(
          verdict.refusals.map((r) => ({
            ...r,
            message: tripRefusalMessage(r.code, r.details, lang, t('form.invalid')),
          })),
        ),
      );
      invalid.focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await props.onSubmit(body);
    } catch (err) {
      const refusals = isApiError(err) ? err.details.refusals : undefined;
      if (isApiError(err) && err.status === 422 && Array.isArray(refusals)) {
        setErrors(fieldErrors(refusals));
        invalid.focusFirstInvalid();
      } else if (err instanceof Error) setGeneral(err.message);
    }
  };

  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate aria-label={t('return.heading')}>
      <Stack gap="md">
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
            value={mileage}
            onChange={setMileage}
            error={errors.mileage}
          />
          {form.fuel !== 'charge' && (
            <NumberInput
              size="lg"
              label={t('form.fuelPercent')}
              min={0}
              max={100}
              allowDecimal={false}
              suffix=" %"
              value={fuel}
              onChange={setFuel}
              error={errors.fuelPercent}
            />
          )}
          {form.fuel !== 'fuel' && (
            <NumberInput
              size="lg"
              label={t('form.chargePercent')}
              min={0}
              max={100}
              allowDecimal={false}
              suffix=" %"
              value={charge}
              onChange={setCharge}
              error={errors.chargePercent}
            />
          )}
          <Select
            size="lg"
            label={t('form.cleanlinessInside')}
            required
            data={states}
            value={inside}
            onChange={setInside}
            error={errors.cleanlinessInside}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            size="lg"
            label={t('form.cleanlinessOutside')}
            required
            data={states}
            value={outside}
            onChange={setOutside}
            error={errors.cleanlinessOutside}
          />
          <TextInput
            size="lg"
            label={t('form.parkingSpot')}
            value={parkingSpot}
            onChange={(e) => setParkingSpot(e.currentTarget.value)}
            error={errors.parkingSpot}
          />
        </SimpleGrid>
        <Textarea
          size="lg"
          label={t('form.damage')}
          description={t('form.damageHint')}
          autosize
          minRows={2}
          value={damage}
          onChange={(e) => setDamage(e.currentTarget.value)}
          error={errors['damages.0.description']}
        />
        {attributes
          .filter((a) => visible.has(a.id))
          .map((a) => {
            const required = isAttributeMandatory(a, values, visible);
            const set = (v: string | null) => setValues((old) => ({ ...old, [a.id]: v ?? '' }));
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
          })}
        {form.acceptBeforeCheckOut && (
          <Checkbox
            size="lg"
            label={t('form.conditionAccepted')}
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
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
