import { BOOKING_STATUSES } from '@buchbar/domain/booking/status';
import {
  FUEL_TYPES,
  GEARBOXES,
  LICENCE_CLASSES,
  OBJECT_ATTRIBUTE_CONDITIONS,
  OBJECT_ATTRIBUTE_OBJECTS,
  OBJECT_ATTRIBUTE_TYPES,
  VEHICLE_BLOCK_TYPES,
  VEHICLE_BOOKING_TYPES,
  VEHICLE_HISTORY_TYPES,
} from '@buchbar/domain/fleet/vehicle-constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { createdAt, ownedBy, timestamptz, updatedAt, uuidId } from './columns';
import { userRef, users } from './identity';
import { locations } from './locations';
import { departments, tenantRef } from './tenancy';

/**
 * A pool vehicle (spec 3 "Vehicle"). Validity dates are local dates of the tenant's zone: the
 * vehicle is bookable from valid_from 00:00 to valid_to 23:59 (null = open). The individual
 * booking window (weekdays, from/to, outside allowed) applies when `vehicles.individualBookingTimes`
 * is on; from/to null = the settings' `vehicles.bookingTimeFrom/To`. Deactivation is soft.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    category: text('category').notNull().default(''),
    make: text('make').notNull(),
    model: text('model').notNull(),
    licencePlate: text('licence_plate').notNull(),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull(),
    powerKw: integer('power_kw'),
    gearbox: text('gearbox', { enum: GEARBOXES }).notNull(),
    trunkLitres: integer('trunk_litres'),
    seats: smallint('seats'),
    doors: smallint('doors'),
    colour: text('colour').notNull().default(''),
    requiredLicenceClass: text('required_licence_class', { enum: LICENCE_CLASSES }),
    airConditioning: boolean('air_conditioning').notNull().default(false),
    navigation: boolean('navigation').notNull().default(false),
    cruiseControl: boolean('cruise_control').notNull().default(false),
    seatHeating: boolean('seat_heating').notNull().default(false),
    /** A file name in the tenant's vehicles bucket: an upload or one of the default pictures. */
    imageFile: text('image_file'),
    guestBookable: boolean('guest_bookable').notNull().default(false),
    /** The key compartment of the office locker terminal (ADR 0009 gap 7); null = no terminal. */
    keyCompartment: text('key_compartment'),
    /** ISO weekdays (1 = Monday) of the individual booking window. */
    bookingWeekdays: smallint('booking_weekdays').array().notNull().default(sql`'{1,2,3,4,5}'::smallint[]`),
    bookingFrom: time('booking_from'),
    bookingTo: time('booking_to'),
    bookingOutsideAllowed: boolean('booking_outside_allowed').notNull().default(true),
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamptz('deactivated_at'),
    deactivatedBy: text('deactivated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_tenant_location_idx').on(t.tenantId, t.locationId),
    uniqueIndex('vehicles_tenant_plate_uq').on(t.tenantId, t.licencePlate).where(sql`${t.active}`),
    check(
      'vehicles_validity_ck',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
    check(
      'vehicles_booking_window_ck',
      sql`${t.bookingFrom} is null or ${t.bookingTo} is null or ${t.bookingFrom} < ${t.bookingTo}`,
    ),
    check('vehicles_booking_weekdays_ck', sql`${t.bookingWeekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
    check(
      'vehicles_numbers_ck',
      sql`coalesce(${t.powerKw}, 0) >= 0 and coalesce(${t.trunkLitres}, 0) >= 0 and coalesce(${t.seats}, 0) >= 0 and coalesce(${t.doors}, 0) >= 0`,
    ),
    valueCheck('vehicles_fuel_type_ck', t.fuelType),
    valueCheck('vehicles_gearbox_ck', t.gearbox),
    valueCheck('vehicles_required_licence_class_ck', t.requiredLicenceClass),
  ],
);

/** The departments a vehicle belongs to (none = all departments; spec 5 approval reasons). */
export const vehicleDepartments = pgTable(
  'vehicle_departments',
  {
    tenantId: tenantRef(),
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    departmentId: ownedBy('department_id', () => departments.id),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.departmentId] })],
);

/** An object attribute (spec 3) of the vehicle form (FAHRZEUG) or the trip-history form. */
export const objectAttributes = pgTable(
  'object_attributes',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    object: text('object', { enum: OBJECT_ATTRIBUTE_OBJECTS }).notNull(),
    type: text('type', { enum: OBJECT_ATTRIBUTE_TYPES }).notNull(),
    label: text('label').notNull(),
    /** Choices of RADIOS and DROPDOWN: `[{ key, text }]` (empty for TEXT). */
    choices: jsonb('choices').$type<{ key: string; text: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('object_attributes_tenant_object_idx').on(t.tenantId, t.object),
    valueCheck('object_attributes_object_ck', t.object),
    valueCheck('object_attributes_type_ck', t.type),
  ],
);

/** A condition of an attribute (spec 3): type, and for SHOW_IF/MANDATORY a dependent attribute and value. */
export const objectAttributeConditions = pgTable(
  'object_attribute_conditions',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    attributeId: ownedBy('attribute_id', () => objectAttributes.id),
    type: text('type', { enum: OBJECT_ATTRIBUTE_CONDITIONS }).notNull(),
    dependentAttributeId: uuid('dependent_attribute_id').references(() => objectAttributes.id, {
      onDelete: 'cascade',
    }),
    value: text('value'),
  },
  (t) => [
    index('object_attribute_conditions_attribute_idx').on(t.attributeId),
    valueCheck('object_attribute_conditions_type_ck', t.type),
  ],
);

/** The value of a FAHRZEUG attribute for one vehicle (spec 7 "fahrzeug_objektattributwert"). */
export const vehicleAttributeValues = pgTable(
  'vehicle_attribute_values',
  {
    tenantId: tenantRef(),
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    attributeId: ownedBy('attribute_id', () => objectAttributes.id),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.attributeId] })],
);

/**
 * A booking of a vehicle (spec 3), or a block of type WARTUNG, SERVICE or DEFEKT in the same
 * table (ADR 0008), [start_at, end_at). Migration 0008 adds the exclusion constraint
 * vehicle_bookings_no_overlap: two rows of one vehicle in a blocking status never overlap.
 */
export const vehicleBookings = pgTable(
  'vehicle_bookings',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    type: text('type', { enum: VEHICLE_BOOKING_TYPES }).notNull().default('BUCHUNG'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    /** Who booked (or blocked) the vehicle. */
    bookerId: text('booker_id')
      .notNull()
      .references(() => users.id),
    /** Who drives; null for blocks (and, later, guest bookings). */
    driverId: text('driver_id').references(() => users.id),
    reason: text('reason').notNull().default(''),
    destination: text('destination').notNull().default(''),
    stopover: text('stopover').notNull().default(''),
    passengers: text('passengers').notNull().default(''),
    contact: text('contact').notNull().default(''),
    detour: text('detour').notNull().default(''),
    information: text('information').notNull().default(''),
    needsApproval: boolean('needs_approval').notNull().default(false),
    approvedAt: timestamptz('approved_at'),
    approvedBy: text('approved_by').references(() => users.id),
    attachmentToken: uuid('attachment_token').notNull().defaultRandom(),
    createdAt: createdAt(),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** The guest of a guest booking (ADR 0009 gap 5; migration 0009); null for other bookings. */
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestNotes: text('guest_notes'),
    guestConfirmed: boolean('guest_confirmed').notNull().default(false),
    guestConfirmedAt: timestamptz('guest_confirmed_at'),
    /** SHA-256 of the guest's link token (the plain token is never stored). */
    guestTokenHash: text('guest_token_hash'),
    guestTokenUsedAt: timestamptz('guest_token_used_at'),
    /** Hash of the office-locker short code (ADR 0009 gap 7). */
    lockerCodeHash: text('locker_code_hash'),
    /**
     * Set at an early check-in to its actual time (before start_at): the car is in use from then,
     * so the exclusion constraint and every availability query use
     * [coalesce(occupied_from, start_at), end_at) (migration 0012). Null otherwise.
     */
    occupiedFrom: timestamptz('occupied_from'),
  },
  (t) => [
    uniqueIndex('vehicle_bookings_guest_token_uq').on(t.guestTokenHash),
    index('vehicle_bookings_vehicle_start_idx').on(t.vehicleId, t.startAt),
    index('vehicle_bookings_tenant_start_idx').on(t.tenantId, t.startAt),
    // The availability search of a whole fleet (GET /vehicles?from=&to=) finds the bookings near
    // its window by vehicle_bookings_period_tenant_idx (GiST on period and tenant of blocking
    // rows, written by hand in migration 0016), and running trips past their end by this small
    // one (migration 0010).
    index('vehicle_bookings_running_end_idx').on(t.tenantId, t.endAt).where(sql`${t.status} = 'aktiv'`),
    index('vehicle_bookings_booker_idx').on(t.bookerId, t.startAt),
    index('vehicle_bookings_driver_idx').on(t.driverId, t.startAt),
    index('vehicle_bookings_locker_code_idx')
      .on(t.tenantId, t.lockerCodeHash)
      .where(sql`${t.lockerCodeHash} IS NOT NULL`),
    check('vehicle_bookings_period_ck', sql`${t.endAt} > ${t.startAt}`),
    check(
      'vehicle_bookings_occupied_from_ck',
      sql`${t.occupiedFrom} is null or ${t.occupiedFrom} <= ${t.startAt}`,
    ),
    // The trip sweep (ADR 0009 gap 4; migration 0012) finds, across tenants, the open bookings
    // near their start and the running trips near their end.
    index('vehicle_bookings_open_start_idx')
      .on(t.startAt)
      .where(sql`${t.status} in ('vorgemerkt', 'reserviert')`),
    index('vehicle_bookings_sweep_running_end_idx').on(t.endAt).where(sql`${t.status} = 'aktiv'`),
    valueCheck('vehicle_bookings_status_ck', t.status),
    valueCheck('vehicle_bookings_type_ck', t.type),
  ],
);

/** The possible approvers of a special trip (spec 3 "approvers (user id, name, approved flag)"). */
export const vehicleBookingApprovers = pgTable(
  'vehicle_booking_approvers',
  {
    tenantId: tenantRef(),
    bookingId: ownedBy('booking_id', () => vehicleBookings.id),
    userId: userRef('user_id'),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamptz('approved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.userId] }),
    index('vehicle_booking_approvers_user_idx').on(t.userId),
  ],
);

/**
 * The history of a vehicle (spec 3 "Vehicle history entry"): master-data changes, deactivation,
 * status changes, maintenance, check-in and check-out with their readings. Entries are added,
 * never removed. For CHECK_IN and CHECK_OUT `created_at` is the actual time of the trip's start
 * or end (the booking keeps its planned period, ADR 0009 gap 1); damages are rows of
 * vehicle_history_damages (migration 0009).
 */
export const vehicleHistory = pgTable(
  'vehicle_history',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    type: text('type', { enum: VEHICLE_HISTORY_TYPES }).notNull(),
    /** The booking status this entry set, where it set one (check-in, check-out, status change). */
    status: text('status', { enum: BOOKING_STATUSES }),
    description: text('description').notNull().default(''),
    bookingId: uuid('booking_id').references(() => vehicleBookings.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    mileage: integer('mileage'),
    cleanlinessOutside: text('cleanliness_outside'),
    cleanlinessInside: text('cleanliness_inside'),
    parkingSpot: text('parking_spot'),
    fuelPercent: smallint('fuel_percent'),
    chargePercent: smallint('charge_percent'),
    /** File names of receipts in the tenant's vehicles bucket. */
    receipts: text('receipts').array().notNull().default(sql`'{}'::text[]`),
    /** Values of the FAHRZEUG_VERLAUF attributes, by attribute id. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_history_vehicle_idx').on(t.vehicleId, t.createdAt),
    index('vehicle_history_booking_idx').on(t.bookingId),
    check('vehicle_history_fuel_ck', sql`${t.fuelPercent} is null or ${t.fuelPercent} between 0 and 100`),
    check(
      'vehicle_history_charge_ck',
      sql`${t.chargePercent} is null or ${t.chargePercent} between 0 and 100`,
    ),
    check('vehicle_history_mileage_ck', sql`${t.mileage} is null or ${t.mileage} >= 0`),
    check('vehicle_history_mileage_max_ck', sql`${t.mileage} is null or ${t.mileage} <= 9999999`),
    check('vehicle_history_parking_spot_ck', sql`char_length(${t.parkingSpot}) <= 100`),
    check('vehicle_history_receipts_ck', sql`cardinality(${t.receipts}) <= 20`),
    valueCheck('vehicle_history_type_ck', t.type),
    valueCheck('vehicle_history_status_ck', t.status),
  ],
);

/** A damage reported with a CHECK_IN or CHECK_OUT entry: description and photo file names. */
export const vehicleHistoryDamages = pgTable(
  'vehicle_history_damages',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    historyId: ownedBy('history_id', () => vehicleHistory.id),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    /** File names of photos in the tenant's vehicles bucket. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('vehicle_history_damages_entry_position_uq').on(t.historyId, t.position),
    check('vehicle_history_damages_description_ck', sql`char_length(${t.description}) between 1 and 2000`),
    check('vehicle_history_damages_photos_ck', sql`cardinality(${t.photos}) <= 10`),
    check('vehicle_history_damages_position_ck', sql`${t.position} between 0 and 19`),
  ],
);

/**
 * A manual entry of a vehicle's service booklet (spec 3 "Service booklet entry: type,
 * description, period"); blocks (vehicle_bookings of type WARTUNG/SERVICE/DEFEKT) are the others.
 */
export const serviceBookletEntries = pgTable(
  'service_booklet_entries',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    type: text('type', { enum: VEHICLE_BLOCK_TYPES }).notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    description: text('description').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_booklet_entries_vehicle_idx').on(t.vehicleId, t.startAt),
    check('service_booklet_entries_period_ck', sql`${t.endAt} > ${t.startAt}`),
    check('service_booklet_entries_description_ck', sql`char_length(${t.description}) between 1 and 2000`),
    valueCheck('service_booklet_entries_type_ck', t.type),
  ],
);

/**
 * Timed work done once (ADR 0009 gap 4): the job inserts the occurrence key in the transaction
 * that writes the mail, so a second instance's insert conflicts and sends nothing.
 */
export const fleetJobOccurrences = pgTable('fleet_job_occurrences', {
  occurrenceKey: text('occurrence_key').primaryKey(),
  tenantId: tenantRef(),
  createdAt: createdAt(),
});

/**
 * Key hand-over terminals `/officelocker` (ADR 0009 gap 7; migration 0015): a device token like
 * the spaces kiosk's (only its SHA-256 stored, shown once, revocable), not bound to a floor plan.
 * The attempt counter limits code entries per terminal in a fixed one-minute window, shared by
 * every app instance.
 */
export const officeLockerTerminals = pgTable(
  'office_locker_terminals',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
    attemptWindowStart: timestamptz('attempt_window_start'),
    attemptCount: integer('attempt_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('office_locker_terminals_hash_uq').on(t.tokenHash),
    index('office_locker_terminals_tenant_idx').on(t.tenantId),
    check('office_locker_terminals_attempts_ck', sql`${t.attemptCount} >= 0`),
  ],
);
