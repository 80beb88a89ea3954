import {
  cardAttributes,
  filterAttributes,
  type ObjectAttribute,
} from '@buchbar/domain/fleet/attribute-conditions';
import { isTimeString, minutesOfDay } from '@buchbar/domain/time/time-of-day';
import {
  addDays,
  formatInstant,
  localDateOf,
  parseLocalDate,
  toInstant,
} from '@buchbar/domain/time/zoned-time';
import type { Vehicle, VehicleWindow } from '../api/get-vehicles';

export { toDomainAttributes } from '@/entities/object-attribute/object-attributes';

/** "Opel Astra" — the card's title. */
export const vehicleName = (v: Pick<Vehicle, 'make' | 'model'>) => `${v.make} ${v.model}`.trim();

/** SHOW_CARD attributes with the vehicle's value as text (choice text for RADIOS/DROPDOWN). */
export function cardValues(attributes: readonly ObjectAttribute[], vehicle: Pick<Vehicle, 'attributes'>) {
  return cardAttributes(attributes).flatMap((a) => {
    const stored = vehicle.attributes.find((v) => v.attributeId === a.id)?.value ?? '';
    if (stored.trim() === '') return [];
    const text = a.choices.find((c) => c.key === stored)?.text ?? stored;
    return [{ id: a.id, label: a.label, text }];
  });
}

export { filterAttributes };

export interface VehicleFilters {
  locationId: string;
  category: string;
  favouritesOnly: boolean;
  /** SHOW_FILTER attribute id -> filter value (choice key or text). */
  attributes: Readonly<Record<string, string>>;
}

export const NO_FILTERS: VehicleFilters = {
  locationId: '',
  category: '',
  favouritesOnly: false,
  attributes: {},
};

/** The "free between" form: a Berlin date and two wall times. */
export interface SearchInput {
  date: string;
  from: string;
  to: string;
}

/** Default search: tomorrow (Berlin) 10:00–12:00, a typical short trip. */
export function defaultSearch(now: number): SearchInput {
  return { date: addDays(localDateOf(now), 1), from: '10:00', to: '12:00' };
}

export type SearchWindowResult =
  | { ok: true; window: VehicleWindow }
  | { ok: false; error: 'invalidDate' | 'invalidRange' };

/**
 * The form's Berlin wall times as the API window (ISO instants with offset). DST: the domain's
 * toInstant decides gap and overlap times (2026-03-29 02:30 becomes 03:30 CEST).
 */
export function searchWindow(input: SearchInput): SearchWindowResult {
  if (!parseLocalDate(input.date).ok) return { ok: false, error: 'invalidDate' };
  if (!isTimeString(input.from) || !isTimeString(input.to)) return { ok: false, error: 'invalidRange' };
  if (minutesOfDay(input.to) <= minutesOfDay(input.from)) return { ok: false, error: 'invalidRange' };
  const from = toInstant(input.date, input.from);
  const to = toInstant(input.date, input.to);
  if (to <= from) return { ok: false, error: 'invalidRange' };
  return { ok: true, window: { from: formatInstant(from), to: formatInstant(to) } };
}

/**
 * Favourites after toggling one. Every other stored id stays, also those not in the list shown
 * (another department's vehicle under the department filter, a deactivated one): toggling a star
 * never loses the others.
 */
export function toggleFavourite(current: readonly string[], id: string): string[] {
  return current.includes(id) ? current.filter((f) => f !== id) : [...current, id];
}

/** The effective setting value as ids (anything else counts as none). */
export function favouriteIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
