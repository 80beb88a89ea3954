import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import { visibleAttributeIds } from '@buchbar/domain/fleet/attribute-conditions';
import { type TripEntryInput, validateTripEntry } from '@buchbar/domain/fleet/trip-readings';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { LockerReturnForm, TripEntryInputShape } from '../api/types';
import { tripRefusalMessage } from '../utils/trip-refusal-message';

export type ReturnErrors = Record<string, string>;
type Refusal = { field: string; code: string; message: string; details: unknown };

/** What the driver typed: numbers as the inputs hold them ('' = empty), cleanliness null = none. */
export interface ReturnFields {
  mileage: string | number;
  fuel: string | number;
  charge: string | number;
  inside: string | null;
  outside: string | null;
  parkingSpot: string;
  damage: string;
  accepted: boolean;
}

const EMPTY_FIELDS: ReturnFields = {
  mileage: '',
  fuel: '',
  charge: '',
  inside: null,
  outside: null,
  parkingSpot: '',
  damage: '',
  accepted: false,
};

const num = (v: string | number) => (typeof v === 'number' ? v : v === '' ? null : Number(v));

/** The check-out entry of the fields and the visible attributes' values. */
function toEntry(
  form: LockerReturnForm,
  fields: ReturnFields,
  values: Record<string, string>,
  visible: ReadonlySet<string>,
): TripEntryInputShape & TripEntryInput {
  return {
    mileage: num(fields.mileage),
    fuelPercent: form.fuel === 'charge' ? null : num(fields.fuel),
    chargePercent: form.fuel === 'fuel' ? null : num(fields.charge),
    cleanlinessInside: fields.inside,
    cleanlinessOutside: fields.outside,
    parkingSpot: fields.parkingSpot.trim() || null,
    damages: fields.damage.trim() ? [{ description: fields.damage.trim(), photos: [] }] : [],
    attributes: Object.fromEntries(Object.entries(values).filter(([id]) => visible.has(id))),
    ...(form.acceptBeforeCheckOut ? { conditionAccepted: fields.accepted } : {}),
  };
}

/**
 * The terminal's check-out form state: checked with the domain's validateTripEntry before
 * sending; the server's 422 refusals land at their fields, other failures above the buttons.
 */
export function useReturnForm(
  form: LockerReturnForm,
  onSubmit: (entry: TripEntryInputShape) => Promise<void>,
) {
  const { t, i18n } = useTranslation('officeLocker');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const attributes = form.attributes as unknown as ObjectAttribute[];
  const [fields, setFields] = useState<ReturnFields>(EMPTY_FIELDS);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<ReturnErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const visible = useMemo(() => visibleAttributeIds(attributes, values), [attributes, values]);
  const set =
    <K extends keyof ReturnFields>(key: K) =>
    (value: ReturnFields[K]) =>
      setFields((old) => ({ ...old, [key]: value }));
  const setAttribute = (id: string, value: string | null) =>
    setValues((old) => ({ ...old, [id]: value ?? '' }));

  const fieldErrors = (refusals: readonly Refusal[]) => {
    const next: ReturnErrors = {};
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
    const body = toEntry(form, fields, values, visible);
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
      await onSubmit(body);
    } catch (err) {
      const refusals = isApiError(err) ? err.details.refusals : undefined;
      if (isApiError(err) && err.status === 422 && Array.isArray(refusals)) {
        setErrors(fieldErrors(refusals));
        invalid.focusFirstInvalid();
      } else if (err instanceof Error) setGeneral(err.message);
    }
  };
  return { attributes, fields, set, values, setAttribute, visible, errors, general, invalid, submit };
}

export type ReturnFormState = ReturnType<typeof useReturnForm>;
