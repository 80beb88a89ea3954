import type { ObjectAttribute as ObjectAttributeSchema } from '@buchbar/contracts/fleet';
import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import { FLEET_MESSAGES } from '@buchbar/domain/fleet/messages';
import type { TripEntryType } from '@buchbar/domain/fleet/trip-readings';
import {
  type TripEntryContext,
  type TripEntryInput,
  type TripRefusal,
  validateTripEntry,
} from '@buchbar/domain/fleet/trip-readings';
import type { z } from 'zod';
import { toDomainAttributes as toDomainAttributeList } from '@/entities/object-attribute/object-attributes';

/** An uploaded (or uploading) photo or receipt of the form. */
export type UploadItem = {
  readonly key: string;
  /** The file's name on the phone, shown in the list. */
  readonly label: string;
  readonly status: 'uploading' | 'done' | 'error';
  readonly progress: number;
  /** The server's file name (what the entry references), once uploaded. */
  readonly fileName?: string;
  readonly url?: string;
  readonly error?: string;
};

export type DamageRow = {
  readonly key: string;
  readonly description: string;
  readonly photos: readonly UploadItem[];
};

export type TripFormValues = {
  readonly mileage: number | '';
  readonly fuelPercent: number | '';
  readonly chargePercent: number | '';
  readonly cleanlinessInside: string;
  readonly cleanlinessOutside: string;
  readonly parkingSpot: string;
  readonly damages: readonly DamageRow[];
  readonly receipts: readonly UploadItem[];
  readonly attributes: Readonly<Record<string, string>>;
  readonly conditionAccepted: boolean;
};

export const EMPTY_TRIP_FORM: TripFormValues = {
  mileage: '',
  fuelPercent: '',
  chargePercent: '',
  cleanlinessInside: '',
  cleanlinessOutside: '',
  parkingSpot: '',
  damages: [],
  receipts: [],
  attributes: {},
  conditionAccepted: false,
};

/** Which level readings a vehicle's drive has: fuel, charge, or both (a plug-in hybrid). */
export function levelFields(fuelType: string | undefined): { fuel: boolean; charge: boolean } {
  if (fuelType === 'ELEKTRO') return { fuel: false, charge: true };
  if (fuelType === 'PLUGIN_HYBRID') return { fuel: true, charge: true };
  return { fuel: true, charge: false };
}

const orNull = (value: number | '') => (value === '' ? null : value);
const uploaded = (items: readonly UploadItem[]) =>
  items.flatMap((i) => (i.status === 'done' && i.fileName ? [i.fileName] : []));

/** The check-in/check-out body of the API from the form (only finished uploads are referenced). */
export function toTripBody(values: TripFormValues, step: TripEntryType): TripEntryInput {
  return {
    mileage: orNull(values.mileage),
    fuelPercent: orNull(values.fuelPercent),
    chargePercent: orNull(values.chargePercent),
    cleanlinessInside: values.cleanlinessInside || null,
    cleanlinessOutside: values.cleanlinessOutside || null,
    parkingSpot: values.parkingSpot,
    damages: values.damages.map((d) => ({ description: d.description, photos: uploaded(d.photos) })),
    receipts: uploaded(values.receipts),
    attributes: values.attributes,
    ...(step === 'CHECK_OUT' ? { conditionAccepted: values.conditionAccepted } : {}),
  };
}

/** The API's attribute definitions as the domain's type, by position (unknown types/conditions left out). */
export function toDomainAttributes(
  list: readonly z.infer<typeof ObjectAttributeSchema>[],
): ObjectAttribute[] {
  return toDomainAttributeList([...list].sort((a, b) => a.position - b.position));
}

type Language = 'de' | 'en';
type MessageTable = Readonly<Record<string, { readonly de: string; readonly en: string }>>;

/** The attribute form's codes (their server texts live with the attribute module, not the domain). */
const ATTRIBUTE_MESSAGES: MessageTable = {
  MANDATORY_FIELDS_MISSING: {
    de: 'Bitte füllen Sie alle Pflichtfelder aus.',
    en: 'Please fill in all mandatory fields.',
  },
};

/** The domain's de/en text of a refusal code with its `{placeholders}` filled from the details. */
export function refusalMessage(
  code: string,
  details: Readonly<Record<string, unknown>>,
  lang: Language,
  fallback: string,
): string {
  const entry = (FLEET_MESSAGES as MessageTable)[code] ?? ATTRIBUTE_MESSAGES[code];
  if (!entry) return fallback;
  return entry[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = details[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Refusals as `{ field: message }`: an attribute refusal goes to each attribute it names
 * (`attributes.<id>`), a file refusal (`damages.0.photos.1`, `receipts.2`) to its list; the first
 * message of a field wins.
 */
export function refusalsToFieldErrors(
  refusals: readonly {
    field: string;
    code: string;
    details?: Readonly<Record<string, unknown>>;
    message?: string;
  }[],
  lang: Language,
  fallback: string,
  /** Texts the form shows instead of the domain's, by code. */
  overrides: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string) => {
    if (!errors[field]) errors[field] = message;
  };
  for (const r of refusals) {
    const details = r.details ?? {};
    const message = overrides[r.code] ?? r.message ?? refusalMessage(r.code, details, lang, fallback);
    if (r.field === 'attributes') {
      const named = [...ids(details.attributes), ...ids(details.attributeId ? [details.attributeId] : [])];
      if (named.length === 0) put('attributes', message);
      for (const id of named) put(`attributes.${id}`, message);
      continue;
    }
    put(r.field.replace(/^(damages\.\d+\.photos|receipts)\.\d+$/, '$1'), message);
  }
  return errors;
}

/** The domain's check of the form (validateTripEntry), as field errors; {} = nothing to show. */
export function validateTripForm(
  values: TripFormValues,
  ctx: TripEntryContext,
  lang: Language,
  fallback: string,
  overrides: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const verdict = validateTripEntry(toTripBody(values, ctx.type), ctx);
  if (verdict.ok) return {};
  return refusalsToFieldErrors(verdict.refusals as readonly TripRefusal[], lang, fallback, overrides);
}

/**
 * A server refusal of check-in/check-out: a 422 with `details.refusals` (each with field and
 * translated message) becomes field errors; anything else (not approved, too early, vehicle still
 * in use, no permission) is one message for the whole form.
 */
export function serverTripErrors(
  error: unknown,
  lang: Language,
  overrides: Readonly<Record<string, string>> = {},
): { fields: Record<string, string>; general: string | null } {
  // An ApiError (lib/api-error) carries the server's code, translated message and details.
  if (!(error instanceof Error)) return { fields: {}, general: null };
  const { message } = error;
  const details = (error as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return { fields: {}, general: message };
  const raw = (details as { refusals?: unknown }).refusals;
  const list = Array.isArray(raw) ? raw : [];
  const refusals = list.flatMap((r) =>
    typeof r === 'object' && r !== null && typeof (r as { field?: unknown }).field === 'string'
      ? [r as { field: string; code: string; message?: string; details?: Record<string, unknown> }]
      : [],
  );
  if (refusals.length === 0) return { fields: {}, general: message };
  return { fields: refusalsToFieldErrors(refusals, lang, message, overrides), general: null };
}

/** True while a photo or receipt is still on its way (the entry cannot reference it yet). */
export function hasPendingUploads(values: TripFormValues): boolean {
  return [...values.receipts, ...values.damages.flatMap((d) => d.photos)].some(
    (i) => i.status === 'uploading',
  );
}
