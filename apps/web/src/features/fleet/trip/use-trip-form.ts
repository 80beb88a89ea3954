import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import { tripEntryContextFromSettings } from '@buchbar/domain/fleet/trip-readings';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { Trip, TripFileKind, TripStep } from './trip-api';
import { uploadTripFile, useTripStep } from './trip-api';
import {
  type DamageRow,
  EMPTY_TRIP_FORM,
  hasPendingUploads,
  levelFields,
  serverTripErrors,
  type TripFormValues,
  toTripBody,
  type UploadItem,
  validateTripForm,
} from './trip-form-model';

export interface TripFormProps {
  bookingId: string;
  step: TripStep;
  trip: Trip;
  fuelType: string | undefined;
  settings: Record<string, unknown> | undefined;
  attributes: readonly ObjectAttribute[];
  onDone: () => void;
  onCancel: () => void;
}

let keySeq = 0;
/** A key for a new damage row or upload, unique in the page. */
export const nextKey = () => {
  keySeq += 1;
  return `k${keySeq}`;
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The state of the check-in / check-out form: values, the domain's errors (shown once a field
 * was touched or the form submitted), the server's refusals at their fields, uploads, submit.
 */
export function useTripForm({
  bookingId,
  step,
  trip,
  fuelType,
  settings,
  attributes,
  onDone,
}: TripFormProps) {
  const { t, i18n } = useTranslation('fleetTrip');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const context = useTripContext(step, trip, settings, attributes);
  const fields = useTripFields();
  // The domain's cleanliness texts name the side in both languages ("innen/inside") for the API;
  // beside the field the side is clear, so the form says it plainly.
  const overrides = { TRIP_CLEANLINESS_MISSING: t('field.cleanlinessMissing') };
  const domainErrors = validateTripForm(fields.values, context.ctx, lang, t('field.invalid'), overrides);
  const errorOf = (field: string): string | undefined =>
    fields.serverErrors[field] ??
    (fields.submitted || fields.touched.has(field) ? domainErrors[field] : undefined);
  const uploads = useTripUploads(bookingId, fields);
  const submission = useTripSubmit({ bookingId, step, type: context.type, lang, overrides, onDone, fields });
  return {
    ...context,
    ...uploads,
    lang,
    levels: levelFields(fuelType),
    values: fields.values,
    change: fields.change,
    touch: fields.touch,
    errorOf,
    invalid: submission.invalid,
    general: submission.general,
    busy: submission.busy,
    submit: (event: FormEvent) => submission.submit(event, domainErrors),
  };
}

export type TripFormState = ReturnType<typeof useTripForm>;

/** The tenant's cleanliness states and check-out rule, and the domain's context for validateTripEntry. */
function useTripContext(
  step: TripStep,
  trip: Trip,
  settings: Record<string, unknown> | undefined,
  attributes: readonly ObjectAttribute[],
) {
  const type = step === 'checkIn' ? 'CHECK_IN' : 'CHECK_OUT';
  const states = stringList(settings?.['vehicles.cleanlinessStates']);
  const acceptBeforeCheckOut = settings?.['vehicles.acceptBeforeCheckOut'] === true;
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
  return { type, states, acceptBeforeCheckOut, ctx } as const;
}

/** The values, which fields were touched, whether it was submitted, and the server's field errors. */
function useTripFields() {
  const [values, setValues] = useState<TripFormValues>(EMPTY_TRIP_FORM);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const touch = (field: string) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  /** A change marks the field as touched and drops the server's refusal of it. */
  const change = (field: string, patch: Partial<TripFormValues>) => {
    setValues((prev) => ({ ...prev, ...patch }));
    touch(field);
    setServerErrors((prev) => {
      if (!(field in prev)) return prev;
      const { [field]: _, ...rest } = prev;
      return rest;
    });
  };
  return {
    values,
    setValues,
    touched,
    submitted,
    setSubmitted,
    serverErrors,
    setServerErrors,
    touch,
    change,
  };
}

type TripFields = ReturnType<typeof useTripFields>;

/** Uploads: each file goes up at once with its progress; the entry references the stored name. */
function useTripUploads(bookingId: string, { values, setValues, change }: TripFields) {
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
  return { addReceipts, removeItem, setDamage, addDamagePhotos };
}

/** Submit: uploads first, then the domain's check, then the server; its refusals land at their fields. */
function useTripSubmit(props: {
  bookingId: string;
  step: TripStep;
  type: 'CHECK_IN' | 'CHECK_OUT';
  lang: 'de' | 'en';
  overrides: Record<string, string>;
  onDone: () => void;
  fields: TripFields;
}) {
  const { bookingId, step, type, lang, overrides, onDone, fields } = props;
  const { t } = useTranslation('fleetTrip');
  const [general, setGeneral] = useState<string | null>(null);
  const mutation = useTripStep(bookingId, step);
  const invalid = useFocusFirstInvalid();
  const submit = (event: FormEvent, domainErrors: Record<string, string>) => {
    event.preventDefault();
    fields.setSubmitted(true);
    setGeneral(null);
    if (hasPendingUploads(fields.values)) {
      setGeneral(t('dialog.uploadsPending'));
      return;
    }
    if (Object.keys(domainErrors).length > 0) {
      setGeneral(t('dialog.fixErrors'));
      invalid.focusFirstInvalid();
      return;
    }
    mutation.mutate(toTripBody(fields.values, type), {
      onSuccess: (done) => {
        const notified = done.noticesQueued > 0 ? ` ${t('done.notified')}` : '';
        notifySuccess(
          t(step === 'checkIn' ? 'done.checkInTitle' : 'done.checkOutTitle'),
          `${t(step === 'checkIn' ? 'done.checkIn' : 'done.checkOut')}${notified}`,
        );
        onDone();
      },
      onError: (error) => {
        const { fields: refused, general: message } = serverTripErrors(error, lang, overrides);
        fields.setServerErrors(refused);
        setGeneral(message ?? t('dialog.fixErrors'));
        if (Object.keys(refused).length > 0) invalid.focusFirstInvalid();
      },
    });
  };
  return { submit, general, invalid, busy: mutation.isPending };
}
