import type { EffectiveSettings } from '../settings';
import { type AttributeValues, type ObjectAttribute, validateAttributeForm } from './attribute-conditions';
import type { Violation } from './availability';

/** The two history entries a trip writes (spec 3 "type … CHECK_IN, CHECK_OUT"). */
export const TRIP_ENTRY_TYPES = ['CHECK_IN', 'CHECK_OUT'] as const;
export type TripEntryType = (typeof TRIP_ENTRY_TYPES)[number];

/**
 * Limits of a trip entry (ADR 0009 gap 3). The mileage fits the `integer` column; the text
 * lengths and file counts keep one entry within a phone form and one mail.
 */
export const TRIP_LIMITS = {
  maxMileage: 9_999_999,
  parkingSpotMaxLength: 100,
  damageDescriptionMaxLength: 2000,
  maxDamages: 20,
  maxPhotosPerDamage: 10,
  maxReceipts: 20,
} as const;

/** Receipts may be images or PDFs, damage photos only images (spec 5 "Uploads: png, pdf or jpg"). */
export const TRIP_RECEIPT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const TRIP_PHOTO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

export function isAllowedTripFile(kind: 'receipt' | 'photo', contentType: string): boolean {
  const allowed: readonly string[] =
    kind === 'receipt' ? TRIP_RECEIPT_CONTENT_TYPES : TRIP_PHOTO_CONTENT_TYPES;
  return allowed.includes(contentType);
}

export type TripDamageInput = {
  readonly description?: string | null;
  /** File names of photos already uploaded (checked by content on upload, ADR 0003). */
  readonly photos?: readonly string[] | null;
};

/** The body of POST …/check-in and …/check-out as the issue names its fields. */
export type TripEntryInput = {
  readonly mileage?: number | null;
  readonly fuelPercent?: number | null;
  readonly chargePercent?: number | null;
  readonly cleanlinessInside?: string | null;
  readonly cleanlinessOutside?: string | null;
  readonly parkingSpot?: string | null;
  readonly damages?: readonly TripDamageInput[] | null;
  readonly receipts?: readonly string[] | null;
  readonly attributes?: AttributeValues | null;
  /** "Accept before check-out" (ADR 0009 gap 2): the driver confirms the stated condition. */
  readonly conditionAccepted?: boolean | null;
};

export type TripEntryContext = {
  readonly type: TripEntryType;
  /**
   * The vehicle's last mileage reading (the newest history entry with a mileage; for a
   * check-out normally the trip's own check-in), or null when the vehicle has none yet.
   */
  readonly lastMileage: number | null;
  /** `vehicles.cleanlinessStates`, best first. */
  readonly cleanlinessStates: readonly string[];
  /** The attribute definitions of object FAHRZEUG_VERLAUF (others are ignored). */
  readonly historyAttributes: readonly ObjectAttribute[];
  /** `vehicles.acceptBeforeCheckOut`. */
  readonly acceptBeforeCheckOut: boolean;
};

export function tripEntryContextFromSettings(
  s: EffectiveSettings,
  rest: Pick<TripEntryContext, 'type' | 'lastMileage' | 'historyAttributes'>,
): TripEntryContext {
  return {
    ...rest,
    cleanlinessStates: s['vehicles.cleanlinessStates'],
    acceptBeforeCheckOut: s['vehicles.acceptBeforeCheckOut'],
  };
}

export type TripDamage = { readonly description: string; readonly photos: readonly string[] };

/** A validated entry, cleaned for storing (texts trimmed, empty optional texts null). */
export type TripEntry = {
  readonly type: TripEntryType;
  readonly mileage: number;
  readonly fuelPercent: number | null;
  readonly chargePercent: number | null;
  readonly cleanlinessInside: string | null;
  readonly cleanlinessOutside: string | null;
  readonly parkingSpot: string | null;
  readonly damages: readonly TripDamage[];
  readonly receipts: readonly string[];
  /** Values of the visible FAHRZEUG_VERLAUF attributes (hidden ones dropped). */
  readonly attributes: Readonly<Record<string, string>>;
};

/** A refusal with the body field it belongs to, so the form can show it beside the input. */
export type TripRefusal = Violation & { readonly field: string };

export type TripEntryVerdict =
  | { readonly ok: true; readonly value: TripEntry }
  | { readonly ok: false; readonly refusals: readonly TripRefusal[] };

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed === '' ? null : trimmed;
};

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * Validates a check-in or check-out body (spec 3, 5; ADR 0009 gap 3) and returns every refusal
 * at once, each with its field:
 * - mileage: required, a whole number 0..9,999,999 (TRIP_MILEAGE_MISSING / _INVALID), and not
 *   below the vehicle's last reading, which the message names (TRIP_MILEAGE_BELOW_LAST);
 * - fuelPercent and chargePercent: optional, whole numbers 0..100 (TRIP_FUEL_PERCENT_INVALID,
 *   TRIP_CHARGE_PERCENT_INVALID); a plug-in hybrid may send both;
 * - cleanliness inside and outside: one of the tenant's states (TRIP_CLEANLINESS_UNKNOWN),
 *   required at check-out (TRIP_CLEANLINESS_MISSING), optional at check-in;
 * - parking spot: optional, at most 100 characters;
 * - damages: each needs a description (TRIP_DAMAGE_DESCRIPTION_MISSING / _TOO_LONG), at most
 *   20 damages with 10 photos each and 20 receipts (TRIP_TOO_MANY_FILES);
 * - FAHRZEUG_VERLAUF attributes through `validateAttributeForm` (mandatory ones enforced);
 * - at check-out with `acceptBeforeCheckOut`, `conditionAccepted: true` (TRIP_CONDITION_NOT_ACCEPTED).
 */
export function validateTripEntry(input: TripEntryInput, ctx: TripEntryContext): TripEntryVerdict {
  const refusals: TripRefusal[] = [];
  const refuse = (field: string, code: Violation['code'], details: Record<string, unknown> = {}) =>
    refusals.push({ field, code, details });

  const mileage = input.mileage;
  if (mileage === null || mileage === undefined) refuse('mileage', 'TRIP_MILEAGE_MISSING');
  else if (!isWholeNumber(mileage) || mileage < 0 || mileage > TRIP_LIMITS.maxMileage) {
    refuse('mileage', 'TRIP_MILEAGE_INVALID', { value: mileage, max: TRIP_LIMITS.maxMileage });
  } else if (ctx.lastMileage !== null && mileage < ctx.lastMileage) {
    refuse('mileage', 'TRIP_MILEAGE_BELOW_LAST', { value: mileage, lastMileage: ctx.lastMileage });
  }

  for (const [field, code] of [
    ['fuelPercent', 'TRIP_FUEL_PERCENT_INVALID'],
    ['chargePercent', 'TRIP_CHARGE_PERCENT_INVALID'],
  ] as const) {
    const value = input[field];
    if (value === null || value === undefined) continue;
    if (!isWholeNumber(value) || value < 0 || value > 100) refuse(field, code, { value });
  }

  const cleanliness = { cleanlinessInside: null as string | null, cleanlinessOutside: null as string | null };
  for (const [field, side] of [
    ['cleanlinessInside', 'innen/inside'],
    ['cleanlinessOutside', 'außen/outside'],
  ] as const) {
    const value = blankToNull(input[field]);
    if (value === null) {
      if (ctx.type === 'CHECK_OUT') refuse(field, 'TRIP_CLEANLINESS_MISSING', { side });
    } else if (!ctx.cleanlinessStates.includes(value)) {
      refuse(field, 'TRIP_CLEANLINESS_UNKNOWN', {
        value,
        allowed: ctx.cleanlinessStates.join(', '),
        states: [...ctx.cleanlinessStates],
      });
    } else cleanliness[field] = value;
  }

  const parkingSpot = blankToNull(input.parkingSpot);
  if (parkingSpot !== null && parkingSpot.length > TRIP_LIMITS.parkingSpotMaxLength) {
    refuse('parkingSpot', 'TRIP_PARKING_SPOT_TOO_LONG', { maxLength: TRIP_LIMITS.parkingSpotMaxLength });
  }

  const damages: TripDamage[] = [];
  const damageInputs = input.damages ?? [];
  if (damageInputs.length > TRIP_LIMITS.maxDamages) {
    refuse('damages', 'TRIP_TOO_MANY_FILES', { field: 'damages', max: TRIP_LIMITS.maxDamages });
  }
  damageInputs.forEach((damage, index) => {
    const field = `damages.${index}`;
    const description = blankToNull(damage.description);
    const photos = damage.photos ?? [];
    if (description === null) refuse(`${field}.description`, 'TRIP_DAMAGE_DESCRIPTION_MISSING', { index });
    else if (description.length > TRIP_LIMITS.damageDescriptionMaxLength) {
      refuse(`${field}.description`, 'TRIP_DAMAGE_DESCRIPTION_TOO_LONG', {
        index,
        maxLength: TRIP_LIMITS.damageDescriptionMaxLength,
      });
    }
    if (photos.length > TRIP_LIMITS.maxPhotosPerDamage) {
      refuse(`${field}.photos`, 'TRIP_TOO_MANY_FILES', {
        field: 'photos',
        max: TRIP_LIMITS.maxPhotosPerDamage,
      });
    }
    if (description !== null) damages.push({ description, photos: [...photos] });
  });

  const receipts = input.receipts ?? [];
  if (receipts.length > TRIP_LIMITS.maxReceipts) {
    refuse('receipts', 'TRIP_TOO_MANY_FILES', { field: 'receipts', max: TRIP_LIMITS.maxReceipts });
  }

  let attributes: Readonly<Record<string, string>> = {};
  const definitions = ctx.historyAttributes.filter((a) => a.object === 'FAHRZEUG_VERLAUF');
  const form = validateAttributeForm(definitions, input.attributes ?? {});
  if (form.ok) attributes = form.value.values;
  else refuse('attributes', form.code, form.details);

  if (ctx.type === 'CHECK_OUT' && ctx.acceptBeforeCheckOut && input.conditionAccepted !== true) {
    refuse('conditionAccepted', 'TRIP_CONDITION_NOT_ACCEPTED');
  }

  if (refusals.length > 0 || !isWholeNumber(mileage)) return { ok: false, refusals };
  return {
    ok: true,
    value: {
      type: ctx.type,
      mileage,
      fuelPercent: input.fuelPercent ?? null,
      chargePercent: input.chargePercent ?? null,
      ...cleanliness,
      parkingSpot,
      damages,
      receipts: [...receipts],
      attributes,
    },
  };
}
