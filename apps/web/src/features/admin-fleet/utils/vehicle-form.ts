import {
  type AttributeValues,
  type ObjectAttribute,
  validateAttributeForm,
} from '@buchbar/domain/fleet/attribute-conditions';
import {
  type FuelType,
  type Gearbox,
  LICENCE_CLASSES,
  type LicenceClass,
} from '@buchbar/domain/fleet/vehicle-constants';
import type { AdminVehicle, VehicleBody } from '../api/vehicles';

export { toDomainAttributes } from '@/entities/object-attribute/object-attributes';

/** The form's values: numbers may be empty (''), dates and times are '' for "none". */
export interface VehicleFormValues {
  locationId: string;
  validFrom: string;
  validTo: string;
  category: string;
  make: string;
  model: string;
  licencePlate: string;
  fuelType: FuelType;
  powerKw: number | '';
  gearbox: Gearbox;
  trunkLitres: number | '';
  seats: number | '';
  doors: number | '';
  colour: string;
  requiredLicenceClass: string;
  airConditioning: boolean;
  navigation: boolean;
  cruiseControl: boolean;
  seatHeating: boolean;
  guestBookable: boolean;
  bookingWeekdays: string[];
  bookingFrom: string;
  bookingTo: string;
  bookingOutsideAllowed: boolean;
  departmentIds: string[];
  /** Attribute values by attribute id. */
  attributes: Record<string, string>;
}

export const NUMBER_FIELDS = ['powerKw', 'trunkLitres', 'seats', 'doors'] as const;
export const EQUIPMENT_FIELDS = ['airConditioning', 'navigation', 'cruiseControl', 'seatHeating'] as const;

/** An existing vehicle's values, or the defaults of a new one (those of VehicleInput). */
export function toFormValues(vehicle: AdminVehicle | undefined): VehicleFormValues {
  return {
    locationId: vehicle?.locationId ?? '',
    validFrom: vehicle?.validFrom ?? '',
    validTo: vehicle?.validTo ?? '',
    category: vehicle?.category ?? '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    licencePlate: vehicle?.licencePlate ?? '',
    fuelType: vehicle?.fuelType ?? 'BENZIN',
    powerKw: vehicle?.powerKw ?? '',
    gearbox: vehicle?.gearbox ?? 'MANUELL',
    trunkLitres: vehicle?.trunkLitres ?? '',
    seats: vehicle?.seats ?? '',
    doors: vehicle?.doors ?? '',
    colour: vehicle?.colour ?? '',
    requiredLicenceClass: vehicle?.requiredLicenceClass ?? '',
    airConditioning: vehicle?.airConditioning ?? false,
    navigation: vehicle?.navigation ?? false,
    cruiseControl: vehicle?.cruiseControl ?? false,
    seatHeating: vehicle?.seatHeating ?? false,
    guestBookable: vehicle?.guestBookable ?? false,
    bookingWeekdays: (vehicle?.bookingWeekdays ?? [1, 2, 3, 4, 5]).map(String),
    bookingFrom: vehicle?.bookingFrom ?? '',
    bookingTo: vehicle?.bookingTo ?? '',
    bookingOutsideAllowed: vehicle?.bookingOutsideAllowed ?? true,
    departmentIds: vehicle?.departmentIds ?? [],
    attributes: Object.fromEntries((vehicle?.attributes ?? []).map((a) => [a.attributeId, a.value])),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (value: number | '') => (value === '' ? null : value);
const isLicenceClass = (value: string): value is LicenceClass =>
  (LICENCE_CLASSES as readonly string[]).includes(value);

/** The request body; `attributes` are the values the domain's form check keeps (visible ones). */
export function toVehicleBody(values: VehicleFormValues, attributes: Record<string, string>): VehicleBody {
  return {
    locationId: values.locationId,
    validFrom: orNull(values.validFrom),
    validTo: orNull(values.validTo),
    category: values.category.trim(),
    make: values.make.trim(),
    model: values.model.trim(),
    licencePlate: values.licencePlate.trim(),
    fuelType: values.fuelType,
    powerKw: numberOrNull(values.powerKw),
    gearbox: values.gearbox,
    trunkLitres: numberOrNull(values.trunkLitres),
    seats: numberOrNull(values.seats),
    doors: numberOrNull(values.doors),
    colour: values.colour.trim(),
    requiredLicenceClass: isLicenceClass(values.requiredLicenceClass) ? values.requiredLicenceClass : null,
    airConditioning: values.airConditioning,
    navigation: values.navigation,
    cruiseControl: values.cruiseControl,
    seatHeating: values.seatHeating,
    guestBookable: values.guestBookable,
    bookingWeekdays: values.bookingWeekdays.map(Number).sort((a, b) => a - b),
    bookingFrom: orNull(values.bookingFrom),
    bookingTo: orNull(values.bookingTo),
    bookingOutsideAllowed: values.bookingOutsideAllowed,
    departmentIds: values.departmentIds,
    attributes: Object.entries(attributes).map(([attributeId, value]) => ({ attributeId, value })),
  };
}

export type AttributeCheck =
  | { ok: true; values: Record<string, string> }
  | { ok: false; errors: Record<string, string> };

/** The domain's form check; a missing mandatory value marks each missing field. */
export function checkAttributes(
  attributes: readonly ObjectAttribute[],
  values: AttributeValues,
  messages: { mandatory: string; invalid: string },
): AttributeCheck {
  const result = validateAttributeForm(attributes, values);
  if (result.ok) return { ok: true, values: { ...result.value.values } };
  const ids = result.code === 'MANDATORY_FIELDS_MISSING' ? idsOf(result.details.attributes) : [];
  const single = result.details.attributeId;
  if (typeof single === 'string') ids.push(single);
  const message = result.code === 'MANDATORY_FIELDS_MISSING' ? messages.mandatory : messages.invalid;
  return { ok: false, errors: Object.fromEntries(ids.map((id) => [`attributes.${id}`, message])) };
}

export function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
