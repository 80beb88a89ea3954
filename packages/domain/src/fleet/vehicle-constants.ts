import type { BookingStatus } from '../booking/status';

/**
 * Stored value lists of the vehicle vertical (spec 3, 4, 5, 8; ADR 0008). Contracts build their
 * enums from them and packages/db/src/value-checks.ts turns them into CHECK constraints, so a new
 * value needs a migration.
 */

/**
 * Statuses whose vehicle bookings hold the vehicle (ADR 0008): held for approval, reserved, on
 * the road. Completed ('durchgefuehrt') and cancelled bookings are ignored by availability
 * (spec 5). The exclusion constraint of vehicle_bookings uses exactly this list.
 */
export const VEHICLE_BLOCKING_STATUSES = [
  'vorgemerkt',
  'reserviert',
  'aktiv',
] as const satisfies readonly BookingStatus[];

/** Blocks of a vehicle (spec 3 booking types besides BUCHUNG): maintenance, service, defect. */
export const VEHICLE_BLOCK_TYPES = ['WARTUNG', 'SERVICE', 'DEFEKT'] as const;
export type VehicleBlockType = (typeof VEHICLE_BLOCK_TYPES)[number];

/** Types of a row of vehicle_bookings (spec 3): a trip, or one of the blocks. */
export const VEHICLE_BOOKING_TYPES = ['BUCHUNG', ...VEHICLE_BLOCK_TYPES] as const;
export type VehicleBookingType = (typeof VEHICLE_BOOKING_TYPES)[number];

/** Types of a vehicle history entry (spec 3). */
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

/** Attribute types (spec 3: TEXT, RADIOS, DROPDOWN; "others not shown" are refused, ADR 0008.6). */
export const OBJECT_ATTRIBUTE_TYPES = ['TEXT', 'RADIOS', 'DROPDOWN'] as const;
export type ObjectAttributeType = (typeof OBJECT_ATTRIBUTE_TYPES)[number];

/** Condition types of an attribute (spec 3, 5: any other is "invalid condition type"). */
export const OBJECT_ATTRIBUTE_CONDITIONS = ['MANDATORY', 'SHOW_IF', 'SHOW_FILTER', 'SHOW_CARD'] as const;
export type ObjectAttributeCondition = (typeof OBJECT_ATTRIBUTE_CONDITIONS)[number];

/** The objects attributes belong to (spec 3: vehicle and vehicle history forms). */
export const OBJECT_ATTRIBUTE_OBJECTS = ['FAHRZEUG', 'FAHRZEUG_VERLAUF'] as const;
export type ObjectAttributeObject = (typeof OBJECT_ATTRIBUTE_OBJECTS)[number];

/** Fuel types of a vehicle (spec 3 "fuel type"; the spec names no values, these are the product's). */
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

/** Gearboxes (spec 3 "gearbox"). */
export const GEARBOXES = ['MANUELL', 'AUTOMATIK'] as const;
export type Gearbox = (typeof GEARBOXES)[number];

/** Driving-licence classes (spec 3, driver's licence). */
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

/** Cancellation reasons of spec 4/8, verbatim (stored in cancel_reason, shown to the booker). */
export const VEHICLE_CANCEL_REASONS = {
  deactivated: 'Storno, weil Fahrzeug deaktiviert wurde.',
  locationChanged: 'Storno wegen Standortänderung am Fahrzeug',
  noLongerValid: 'Storno da Fahrzeug zum Buchungszeitpunkt nicht mehr buchbar ist.',
} as const;
