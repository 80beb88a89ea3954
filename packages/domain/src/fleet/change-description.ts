/**
 * The history description of a vehicle master-data change (spec 4: "If no field differs between
 * old and new vehicle, nothing happens. A change description lists each changed field from old
 * to new value."). Pure: the server compares what it read under the vehicle's lock with what it
 * is about to write, and writes a history entry only when `changedFields` is not empty.
 */
export type FieldValue = string | number | boolean | null | readonly (string | number)[];
export type FieldChange = { field: string; from: FieldValue; to: FieldValue };

/** Lists compare as sets (departments, weekdays): order does not make a change. */
function normalise(v: FieldValue | undefined): FieldValue {
  if (v === undefined) return null;
  if (Array.isArray(v))
    return [...v].sort((a, b) => String(a).localeCompare(String(b), 'de', { numeric: true }));
  return v as FieldValue;
}

function same(a: FieldValue, b: FieldValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/**
 * The fields of `next` whose value differs from `old`, in the order of `fields` (a field missing
 * in `next` is unchanged: a partial update names only what it sets).
 */
export function changedFields<K extends string>(
  fields: readonly K[],
  old: Readonly<Partial<Record<K, FieldValue>>>,
  next: Readonly<Partial<Record<K, FieldValue>>>,
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of fields) {
    if (!(field in next)) continue;
    const from = normalise(old[field]);
    const to = normalise(next[field]);
    if (!same(from, to)) out.push({ field, from, to });
  }
  return out;
}

/** A value as the history shows it: empty as "–", booleans as ja/nein, lists comma-separated. */
export function formatFieldValue(v: FieldValue): string {
  if (v === null || v === '') return '–';
  if (typeof v === 'boolean') return v ? 'ja' : 'nein';
  if (Array.isArray(v)) return v.length === 0 ? '–' : v.join(', ');
  return String(v);
}

/**
 * "Kennzeichen: HH-AB 1 → HH-AB 2; Standort: Hauptgebäude → Außenstelle". Field names go through
 * `labels` (the German names of the vehicle form); an empty list gives ''.
 */
export function describeChanges(
  changes: readonly FieldChange[],
  labels: Readonly<Record<string, string>> = {},
): string {
  return changes
    .map((c) => `${labels[c.field] ?? c.field}: ${formatFieldValue(c.from)} → ${formatFieldValue(c.to)}`)
    .join('; ');
}

/** The German names of the vehicle's fields in history descriptions (spec 3 "Vehicle"). */
export const VEHICLE_FIELD_LABELS: Readonly<Record<string, string>> = {
  locationId: 'Standort',
  validFrom: 'Gültig von',
  validTo: 'Gültig bis',
  category: 'Kategorie',
  make: 'Marke',
  model: 'Modell',
  licencePlate: 'Kennzeichen',
  fuelType: 'Kraftstoff',
  powerKw: 'Leistung (kW)',
  gearbox: 'Getriebe',
  trunkLitres: 'Kofferraum (l)',
  seats: 'Sitze',
  doors: 'Türen',
  colour: 'Farbe',
  requiredLicenceClass: 'Führerscheinklasse',
  airConditioning: 'Klimaanlage',
  navigation: 'Navigation',
  cruiseControl: 'Tempomat',
  seatHeating: 'Sitzheizung',
  imageFile: 'Bild',
  guestBookable: 'Gastbuchung möglich',
  bookingWeekdays: 'Buchungszeitraum Wochentage',
  bookingFrom: 'Buchungszeitraum von',
  bookingTo: 'Buchungszeitraum bis',
  bookingOutsideAllowed: 'Buchung außerhalb möglich',
  departmentIds: 'Abteilungen',
  attributes: 'Attribute',
};
