import type { BookingStatus } from '../booking/status';

/**
 * Stored value lists of the vehicle vertical (spec 3, 4; ADR 0008). Contracts build their
 * `z.enum`s from them and `packages/db/src/value-checks.ts` turns them into CHECK constraints;
 * a new value needs a migration.
 */

/**
 * Statuses whose vehicle bookings block the vehicle (ADR 0008): the exclusion constraint's
 * predicate `status IN (...)` and the availability check use this list. Cancelled
 * (storniert), completed (durchgefuehrt) and closed (verschlossen) bookings never block.
 */
export const VEHICLE_BLOCKING_STATUSES = [
  'vorgemerkt',
  'reserviert',
  'aktiv',
] as const satisfies readonly BookingStatus[];
export type VehicleBlockingStatus = (typeof VEHICLE_BLOCKING_STATUSES)[number];

export function isVehicleBlockingStatus(status: string): status is VehicleBlockingStatus {
  return (VEHICLE_BLOCKING_STATUSES as readonly string[]).includes(status);
}

/** Types of a vehicle booking (spec 3 "type (BUCHUNG, WARTUNG, SERVICE, DEFEKT)"). */
export const VEHICLE_BOOKING_TYPES = ['BUCHUNG', 'WARTUNG', 'SERVICE', 'DEFEKT'] as const;
export type VehicleBookingType = (typeof VEHICLE_BOOKING_TYPES)[number];

/** Named values, so code outside the domain never spells a type. */
export const VEHICLE_BOOKING_TYPE = {
  booking: 'BUCHUNG',
  maintenance: 'WARTUNG',
  service: 'SERVICE',
  defect: 'DEFEKT',
} as const satisfies Record<string, VehicleBookingType>;

/** The booking types that are blocks of the vehicle, not trips (spec 4: they block like bookings). */
export const VEHICLE_BLOCK_TYPES = [
  'WARTUNG',
  'SERVICE',
  'DEFEKT',
] as const satisfies readonly VehicleBookingType[];
export type VehicleBlockType = (typeof VEHICLE_BLOCK_TYPES)[number];

export function isVehicleBlockType(type: string): type is VehicleBlockType {
  return (VEHICLE_BLOCK_TYPES as readonly string[]).includes(type);
}

/** Vehicle history entry types (spec 3 "Vehicle history entry … type"). */
export const VEHICLE_HISTORY_TYPES = [
  'ERSTELLUNG',
  'STATUSAENDERUNG',
  'STAMMDATENAENDERUNG',
  'WARTUNG',
  'CHECK_IN',
  'CHECK_OUT',
  'SERVICE',
  'DEAKTIVIERUNG',
] as const;
export type VehicleHistoryType = (typeof VEHICLE_HISTORY_TYPES)[number];

/** Object attribute types (spec 3 "type (TEXT, RADIOS, DROPDOWN, others not shown)"; ADR 0008 gap 6). */
export const OBJECT_ATTRIBUTE_TYPES = ['TEXT', 'RADIOS', 'DROPDOWN'] as const;
export type ObjectAttributeType = (typeof OBJECT_ATTRIBUTE_TYPES)[number];

/** The attribute types whose values must be one of the attribute's choices. */
export const CHOICE_ATTRIBUTE_TYPES = [
  'RADIOS',
  'DROPDOWN',
] as const satisfies readonly ObjectAttributeType[];

/** Object attribute condition types (spec 3, 8: any other is "invalid condition type"). */
export const OBJECT_ATTRIBUTE_CONDITIONS = ['MANDATORY', 'SHOW_IF', 'SHOW_FILTER', 'SHOW_CARD'] as const;
export type ObjectAttributeCondition = (typeof OBJECT_ATTRIBUTE_CONDITIONS)[number];

/** The objects that carry attributes (spec 3 "for FAHRZEUG and FAHRZEUG_VERLAUF"). */
export const OBJECT_ATTRIBUTE_OBJECTS = ['FAHRZEUG', 'FAHRZEUG_VERLAUF'] as const;
export type ObjectAttributeObject = (typeof OBJECT_ATTRIBUTE_OBJECTS)[number];

/**
 * Fuel types. The spec names the field ("fuel type") but not its values (spec gap, decided in
 * the domain): the common German fleet values, ASCII, upper case like the other stored types.
 */
export const FUEL_TYPES = [
  'BENZIN',
  'DIESEL',
  'ELEKTRO',
  'HYBRID',
  'PLUGIN_HYBRID',
  'ERDGAS',
  'WASSERSTOFF',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Gearboxes. The spec names the field ("gearbox") but not its values (spec gap): manual or automatic. */
export const GEARBOXES = ['MANUELL', 'AUTOMATIK'] as const;
export type Gearbox = (typeof GEARBOXES)[number];

/**
 * Driver's licence classes (spec 3 "boolean classes AM, A1, A2, A, B1, B, C1, C, D1, D, BE, C1E,
 * CE, D1E, DE, L, T"), in the spec's order. A vehicle's required licence class is one of them.
 */
export const LICENCE_CLASSES = [
  'AM',
  'A1',
  'A2',
  'A',
  'B1',
  'B',
  'C1',
  'C',
  'D1',
  'D',
  'BE',
  'C1E',
  'CE',
  'D1E',
  'DE',
  'L',
  'T',
] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

function isIn<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export const isObjectAttributeType = (value: unknown): value is ObjectAttributeType =>
  isIn(OBJECT_ATTRIBUTE_TYPES, value);
export const isObjectAttributeCondition = (value: unknown): value is ObjectAttributeCondition =>
  isIn(OBJECT_ATTRIBUTE_CONDITIONS, value);
export const isObjectAttributeObject = (value: unknown): value is ObjectAttributeObject =>
  isIn(OBJECT_ATTRIBUTE_OBJECTS, value);
export const isFuelType = (value: unknown): value is FuelType => isIn(FUEL_TYPES, value);
export const isGearbox = (value: unknown): value is Gearbox => isIn(GEARBOXES, value);
export const isLicenceClass = (value: unknown): value is LicenceClass => isIn(LICENCE_CLASSES, value);

/** Cancellation reasons of spec 4/8, verbatim (stored in cancel_reason, shown to the booker). */
export const VEHICLE_CANCEL_REASONS = {
  deactivated: 'Storno, weil Fahrzeug deaktiviert wurde.',
  locationChanged: 'Storno wegen Standortänderung am Fahrzeug',
  noLongerValid: 'Storno da Fahrzeug zum Buchungszeitpunkt nicht mehr buchbar ist.',
  /** ADR 0008 gap 3: an undecided special trip past its approval deadline. */
  approvalExpired: 'Storno, da die Sonderfahrt nicht rechtzeitig freigegeben wurde.',
} as const;
