import { SPECIAL_TRIP_REASONS } from '@buchbar/domain/fleet/approval';
import {
  FUEL_TYPES,
  GEARBOXES,
  LICENCE_CLASSES,
  OBJECT_ATTRIBUTE_OBJECTS,
  VEHICLE_BLOCK_TYPES,
  VEHICLE_HISTORY_TYPES,
} from '@buchbar/domain/fleet/vehicle-constants';
import { z } from 'zod';
import { InstantInput, LocalDateInput } from './common';

/** HH:mm, 24 hours (spec 5). */
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
/** A file name in the tenant's vehicles bucket: an upload or a default picture (e.g. "van.svg"). */
const ImageFile = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'a file name of the vehicles bucket');

export const AttributeValueInput = z.object({ attributeId: z.uuid(), value: z.string().max(2000) });

/** Every field of spec 3 "Vehicle" an administrator sets, without defaults (see VehicleInput). */
const VEHICLE_FIELDS = {
  locationId: z.uuid(),
  /** Bookable from this local date 00:00 (null = since ever). */
  validFrom: LocalDateInput.nullable(),
  /** Bookable until this local date 23:59 (null = open-ended). */
  validTo: LocalDateInput.nullable(),
  category: z.string().trim().max(100),
  make: z.string().trim().min(1).max(100),
  model: z.string().trim().min(1).max(100),
  licencePlate: z.string().trim().min(1).max(20),
  fuelType: z.enum(FUEL_TYPES),
  powerKw: z.number().int().min(0).max(5000).nullable(),
  gearbox: z.enum(GEARBOXES),
  trunkLitres: z.number().int().min(0).max(100_000).nullable(),
  seats: z.number().int().min(0).max(100).nullable(),
  doors: z.number().int().min(0).max(20).nullable(),
  colour: z.string().trim().max(50),
  requiredLicenceClass: z.enum(LICENCE_CLASSES).nullable(),
  airConditioning: z.boolean(),
  navigation: z.boolean(),
  cruiseControl: z.boolean(),
  seatHeating: z.boolean(),
  imageFile: ImageFile.nullable(),
  guestBookable: z.boolean(),
  /** ISO weekdays (1 = Monday) of the individual booking window. */
  bookingWeekdays: z.array(z.number().int().min(1).max(7)).max(7),
  /** Start of the individual booking window (null = the setting vehicles.bookingTimeFrom). */
  bookingFrom: TimeOfDay.nullable(),
  /** End of the individual booking window (null = the setting vehicles.bookingTimeTo). */
  bookingTo: TimeOfDay.nullable(),
  bookingOutsideAllowed: z.boolean(),
  /** The departments the vehicle belongs to (none = all). */
  departmentIds: z.array(z.uuid()).max(100),
  /** Values of the FAHRZEUG attributes (the whole set: attributes left out lose their value). */
  attributes: z.array(AttributeValueInput).max(100),
};

/** POST /api/v1/vehicles. */
export const VehicleInput = z.object({
  ...VEHICLE_FIELDS,
  validFrom: VEHICLE_FIELDS.validFrom.default(null),
  validTo: VEHICLE_FIELDS.validTo.default(null),
  category: VEHICLE_FIELDS.category.default(''),
  powerKw: VEHICLE_FIELDS.powerKw.default(null),
  trunkLitres: VEHICLE_FIELDS.trunkLitres.default(null),
  seats: VEHICLE_FIELDS.seats.default(null),
  doors: VEHICLE_FIELDS.doors.default(null),
  colour: VEHICLE_FIELDS.colour.default(''),
  requiredLicenceClass: VEHICLE_FIELDS.requiredLicenceClass.default(null),
  airConditioning: VEHICLE_FIELDS.airConditioning.default(false),
  navigation: VEHICLE_FIELDS.navigation.default(false),
  cruiseControl: VEHICLE_FIELDS.cruiseControl.default(false),
  seatHeating: VEHICLE_FIELDS.seatHeating.default(false),
  imageFile: VEHICLE_FIELDS.imageFile.default(null),
  guestBookable: VEHICLE_FIELDS.guestBookable.default(false),
  bookingWeekdays: VEHICLE_FIELDS.bookingWeekdays.default([1, 2, 3, 4, 5]),
  bookingFrom: VEHICLE_FIELDS.bookingFrom.default(null),
  bookingTo: VEHICLE_FIELDS.bookingTo.default(null),
  bookingOutsideAllowed: VEHICLE_FIELDS.bookingOutsideAllowed.default(true),
  departmentIds: VEHICLE_FIELDS.departmentIds.default([]),
  attributes: VEHICLE_FIELDS.attributes.default([]),
});

/** PATCH /api/v1/vehicles/{id}: only the fields to change (a field left out stays as it is). */
export const VehicleUpdate = z.object(VEHICLE_FIELDS).partial().strict();

export const VEHICLE_PAGE_DEFAULT = 50;
export const VEHICLE_PAGE_MAX = 200;

const BooleanFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** `<attributeId>:<value>` of the list's attribute filter. */
const AttributeFilter = z
  .string()
  .max(2100)
  .regex(/^[0-9a-fA-F-]{36}:/, '<attributeId>:<value>')
  .transform((s) => ({ attributeId: s.slice(0, 36).toLowerCase(), value: s.slice(37) }))
  .pipe(z.object({ attributeId: z.uuid(), value: z.string().max(2000) }));

/** The list's page cursor: "o" and the offset of the next item in base64url (opaque to clients). */
export const encodeVehicleCursor = (offset: number) =>
  btoa(`o${offset}`).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const VehicleCursor = z
  .string()
  .max(32)
  .transform((s, ctx) => {
    let text = '';
    try {
      text = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    } catch {
      text = '';
    }
    const m = /^o(\d{1,7})$/.exec(text);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: 'not a cursor of this list' });
      return z.NEVER;
    }
    return Number(m[1]);
  });

export const VehicleListQuery = z
  .object({
    /** Also deactivated vehicles (needs fahrzeug_pflege). */
    includeInactive: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    locationId: z.uuid().optional(),
    /** Only vehicles a driver of this department may take without approval: its own and those of no department (none = all). */
    departmentId: z.uuid().optional(),
    /** "Free between from and to": each vehicle says whether it is bookable then (both or neither). */
    from: InstantInput.optional(),
    to: InstantInput.optional(),
    /** Only this category (exact text). */
    category: z.string().trim().max(100).optional(),
    /**
     * SHOW_FILTER attribute values, each `<attributeId>:<value>` (repeatable): a choice key for
     * RADIOS/DROPDOWN (equal), any text for TEXT (contained, case-insensitive).
     */
    attribute: z
      .union([z.string().max(2100), z.array(z.string().max(2100)).max(20)])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
      .pipe(z.array(AttributeFilter).max(20)),
    /** Only the user's favourites (setting vehicles.favouriteVehicles). */
    favouritesOnly: BooleanFlag,
    /** The user's favourites before the others (within bookable / not bookable). */
    favouritesFirst: BooleanFlag,
    /** Page size (ADR 0008 point 15). */
    limit: z.coerce.number().int().min(1).max(VEHICLE_PAGE_MAX).default(VEHICLE_PAGE_DEFAULT),
    /** The X-Next-Cursor of the previous page (opaque). */
    cursor: VehicleCursor.optional(),
    /** Alternatively a plain offset into the ordered list. */
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'from and to are given together',
    path: ['to'],
  })
  .refine((q) => q.cursor === undefined || q.offset === undefined, {
    message: 'cursor or offset, not both',
    path: ['offset'],
  });

/** GET /api/v1/vehicles/facets: the filter choices of the active fleet, without loading it. */
export const VehicleFacets = z.object({
  locations: z.array(z.object({ id: z.uuid(), name: z.string() })),
  categories: z.array(z.string()),
});

/** Why a vehicle cannot be booked in the asked period (a rule code with its message, de or en). */
export const VehicleRefusal = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/** The verdict of the vehicle list's "free between … and …" for the signed-in user as driver. */
export const VehicleAvailability = z.object({
  bookable: z.boolean(),
  reasons: z.array(VehicleRefusal),
  needsApproval: z.boolean(),
  approvalReasons: z.array(z.string()),
});

export const Vehicle = z
  .object({
    id: z.uuid(),
    locationId: z.uuid(),
    locationName: z.string(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    category: z.string(),
    make: z.string(),
    model: z.string(),
    licencePlate: z.string(),
    fuelType: z.enum(FUEL_TYPES),
    powerKw: z.number().int().nullable(),
    gearbox: z.enum(GEARBOXES),
    trunkLitres: z.number().int().nullable(),
    seats: z.number().int().nullable(),
    doors: z.number().int().nullable(),
    colour: z.string(),
    requiredLicenceClass: z.enum(LICENCE_CLASSES).nullable(),
    airConditioning: z.boolean(),
    navigation: z.boolean(),
    cruiseControl: z.boolean(),
    seatHeating: z.boolean(),
    imageFile: z.string().nullable(),
    guestBookable: z.boolean(),
    bookingWeekdays: z.array(z.number().int()),
    bookingFrom: z.string().nullable(),
    bookingTo: z.string().nullable(),
    bookingOutsideAllowed: z.boolean(),
    departmentIds: z.array(z.uuid()),
    attributes: z.array(z.object({ attributeId: z.uuid(), value: z.string() })),
    active: z.boolean(),
    deactivatedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Only when the list was asked with from and to. */
    availability: VehicleAvailability.optional(),
  })
  .meta({ id: 'Vehicle' });

export const StartTimesQuery = z.object({
  date: LocalDateInput,
  /** The trip being changed: it does not block its own new start (the booking dialog's edit mode). */
  ignoreBookingId: z.uuid().optional(),
});

/** A proposed start (spec 5) with the latest end a booking from it may have. */
export const StartTimeProposal = z
  .object({ start: z.string(), latestEnd: z.string(), outsideBookingWindow: z.boolean() })
  .meta({ id: 'VehicleStartTime' });

/** What a change did: the vehicle after it, and how many bookings it cancelled. */
export const VehicleChangeResult = z
  .object({ vehicle: Vehicle, changed: z.boolean(), cancelledBookings: z.number().int() })
  .meta({ id: 'VehicleChangeResult' });

/** A trip file (damage photo, receipt) of a history entry and where fleet care downloads it. */
export const HistoryFile = z.object({ fileName: z.string(), url: z.string() });

export const VehicleHistoryEntry = z
  .object({
    id: z.uuid(),
    type: z.enum(VEHICLE_HISTORY_TYPES),
    status: z.string().nullable(),
    description: z.string(),
    bookingId: z.uuid().nullable(),
    user: z.object({ id: z.string(), name: z.string() }).nullable(),
    mileage: z.number().int().nullable(),
    createdAt: z.string(),
    fuelPercent: z.number().int().nullable(),
    chargePercent: z.number().int().nullable(),
    cleanlinessInside: z.string().nullable(),
    cleanlinessOutside: z.string().nullable(),
    parkingSpot: z.string().nullable(),
    /** Damages reported with a trip entry; each photo with the guarded download address. */
    damages: z.array(z.object({ description: z.string(), photos: z.array(HistoryFile) })),
    receipts: z.array(HistoryFile),
    /** The FAHRZEUG_VERLAUF attribute values, with the attribute's label (a choice's text for choices). */
    attributes: z.array(z.object({ attributeId: z.string(), label: z.string(), value: z.string() })),
  })
  .meta({ id: 'VehicleHistoryEntry' });

/**
 * GET /api/v1/vehicles/{id}/history: newest first, one page (issue 11 point 4). `type` is
 * repeatable or comma-separated; `from`/`to` are days in Europe/Berlin, both inclusive. A further
 * page is announced by X-Next-Cursor and Link rel="next".
 */
export const VehicleHistoryQuery = z.object({
  type: z
    .union([z.string().max(300), z.array(z.string().max(40)).max(10)])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((t) => t.split(','))))
    .pipe(z.array(z.enum(VEHICLE_HISTORY_TYPES)).max(10)),
  from: LocalDateInput.optional(),
  to: LocalDateInput.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z
    .string()
    .max(80)
    .regex(/^\d{1,20}~[0-9a-f-]{36}$/, 'a cursor of an earlier page')
    .optional(),
});

export const ObjectAttributeCondition = z.object({
  type: z.string(),
  dependentAttributeId: z.uuid().nullable(),
  value: z.string().nullable(),
});

export const ObjectAttribute = z
  .object({
    id: z.uuid(),
    object: z.enum(OBJECT_ATTRIBUTE_OBJECTS),
    type: z.string(),
    label: z.string(),
    choices: z.array(z.object({ key: z.string(), text: z.string() })),
    position: z.number().int(),
    conditions: z.array(ObjectAttributeCondition),
  })
  .meta({ id: 'ObjectAttribute' });

/**
 * An attribute definition. `type` and the condition types are free strings here so that an
 * unknown one is refused with the spec's own error (422 UNKNOWN_TYPE / INVALID_CONDITION_TYPE).
 */
export const ObjectAttributeInput = z.object({
  object: z.enum(OBJECT_ATTRIBUTE_OBJECTS),
  type: z.string().trim().min(1).max(40),
  label: z.string().trim().min(1).max(200),
  choices: z
    .array(z.object({ key: z.string().trim().min(1).max(100), text: z.string().trim().min(1).max(200) }))
    .max(100)
    .default([]),
  position: z.number().int().min(0).max(10_000).default(0),
  conditions: z
    .array(
      z.object({
        type: z.string().trim().min(1).max(40),
        dependentAttributeId: z.uuid().nullable().default(null),
        value: z.string().max(2000).nullable().default(null),
      }),
    )
    .max(20)
    .default([]),
});

export const ObjectAttributeQuery = z.object({ object: z.enum(OBJECT_ATTRIBUTE_OBJECTS).optional() });

/**
 * POST /api/v1/vehicle-bookings/cancel (spec 4 "Bulk cancel"): cancels the bookings that are
 * not completed, filtered by ids, vehicle and/or a time range (all given filters apply), with an
 * info text as the reason. At least one filter is required.
 */
export const BulkCancelInput = z.object({
  ids: z.array(z.uuid()).max(500).optional(),
  vehicleId: z.uuid().optional(),
  /** Bookings that overlap [from, to). */
  from: InstantInput.optional(),
  to: InstantInput.optional(),
  info: z.string().trim().min(1).max(500),
});

export const BulkCancelResult = z
  .object({ cancelled: z.number().int(), bookingIds: z.array(z.uuid()) })
  .meta({ id: 'VehicleBulkCancelResult' });

const TripText = (max: number) => z.string().trim().max(max).default('');

/**
 * The guest of a guest booking (issue 11 point 6; ADR 0009 gap 5). Loose bounds only: the domain's
 * checkGuestBooking gives the field refusals (name ≤ 200, e-mail ≤ 254, notes ≤ 2000) with 422.
 */
export const GuestInput = z.object({
  name: z.string().max(1000).optional(),
  email: z.string().max(1000).optional(),
  notes: z.string().max(10_000).optional(),
});

/** The guest as a booking shows it to staff. */
export const GuestView = z.object({
  name: z.string(),
  email: z.string(),
  notes: z.string(),
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
});

/**
 * POST /api/v1/vehicle-bookings (spec 4, 6): a trip of the driver (default: the signed-in user)
 * in [start, end). The server decides availability, time rules and the special-trip status.
 */
export const VehicleBookingInput = z.object({
  vehicleId: z.uuid(),
  start: InstantInput,
  end: InstantInput,
  reasonForTrip: TripText(500),
  destination: TripText(500),
  stopover: TripText(500),
  passengers: TripText(500),
  contact: TripText(500),
  detour: TripText(500),
  information: TripText(2000),
  driverId: z.string().trim().min(1).max(100).optional(),
  /** A booking for a guest (fahrzeug_gastbuchung): no driver account, the guest gets a link. */
  guest: GuestInput.optional(),
});

export const VehicleBookingScope = z.enum(['mine', 'for-others', 'approvals']);
export const VehicleBookingListQuery = z.object({ scope: VehicleBookingScope.default('mine') });

export const VehicleBooking = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    vehicleName: z.string(),
    type: z.string(),
    status: z.string(),
    start: z.string(),
    end: z.string(),
    booker: z.object({ id: z.string(), name: z.string() }),
    driver: z.object({ id: z.string(), name: z.string() }).nullable(),
    reasonForTrip: z.string(),
    destination: z.string(),
    stopover: z.string(),
    passengers: z.string(),
    contact: z.string(),
    detour: z.string(),
    information: z.string(),
    needsApproval: z.boolean(),
    approvedAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    createdAt: z.string(),
    /** Set on guest bookings only. */
    guest: GuestView.nullable().optional(),
  })
  .meta({ id: 'VehicleBooking' });

/**
 * PUT /api/v1/vehicles/booking-times: one individual booking window for several vehicles (spec 5).
 * `vehicleIds` is optional in the schema so that a missing id gets the spec's own refusal
 * (422 VEHICLE_ID_MISSING) instead of a generic validation error.
 */
export const VehicleBookingTimesInput = z
  .object({
    vehicleIds: z.array(z.uuid()).max(500).optional(),
    bookingWeekdays: VEHICLE_FIELDS.bookingWeekdays,
    bookingFrom: VEHICLE_FIELDS.bookingFrom,
    bookingTo: VEHICLE_FIELDS.bookingTo,
    bookingOutsideAllowed: VEHICLE_FIELDS.bookingOutsideAllowed,
  })
  .strict();

export const VehicleBookingTimesResult = z
  .object({ changed: z.number().int(), unchanged: z.number().int() })
  .meta({ id: 'VehicleBookingTimesResult' });

/** The default pictures every tenant's vehicles bucket starts with (a vehicle may store one). */
export const DEFAULT_VEHICLE_IMAGES = [
  'small-car.svg',
  'estate-car.svg',
  'van.svg',
  'electric-car.svg',
] as const;

/** GET /api/v1/vehicle-images/defaults: a default picture and where it is served. */
export const VehicleDefaultImage = z
  .object({ fileName: z.string(), url: z.string() })
  .meta({ id: 'VehicleDefaultImage' });

/**
 * An item of `GET /api/v1/vehicle-bookings?scope=approvals` (issue 10 point 7): the booking plus
 * why it is a special trip (domain SPECIAL_TRIP_REASONS, computed from the vehicle and driver as
 * they are now) and until when an approver may decide (approvalDeadline). The other scopes
 * answer without these two fields.
 */
export const VehicleBookingListItem = VehicleBooking.extend({
  specialTripReasons: z.array(z.enum(SPECIAL_TRIP_REASONS)).optional(),
  approvalDeadline: z.string().optional(),
}).meta({ id: 'VehicleBookingListItem' });

/** `GET /api/v1/vehicle-bookings/approvals/count`: the actor's pending special-trip approvals. */
export const VehicleApprovalCount = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'VehicleApprovalCount' });

/**
 * GET /api/v1/vehicles/{id}/bookings?from=&to= (the detail page's week timeline): the vehicle's
 * bookings and blocks overlapping [from, to); the window is at most 62 days.
 */
export const VehicleTimelineQuery = z.object({ from: InstantInput, to: InstantInput });

/**
 * One booking or block (WARTUNG, SERVICE, DEFEKT) of a vehicle's timeline. The driver's name and
 * the trip (`booking`) only for the driver or booker, and for users with fahrzeug_fremdbuchung,
 * fahrzeug_pflege or buchung_pflege; `editable` = the signed-in user may change it (PATCH).
 */
export const VehicleTimelineEntry = z
  .object({
    id: z.uuid(),
    type: z.string(),
    status: z.string(),
    start: z.string(),
    end: z.string(),
    own: z.boolean(),
    needsApproval: z.boolean(),
    driver: z.object({ id: z.string(), name: z.string() }).nullable(),
    editable: z.boolean(),
    booking: VehicleBooking.nullable(),
  })
  .meta({ id: 'VehicleTimelineEntry' });

/** GET /api/v1/vehicle-bookings/drivers?vehicleId= */
export const VehicleDriversQuery = z.object({ vehicleId: z.uuid().optional() });

/** A possible driver of the signed-in user's bookings (spec 6 "possible vehicle bookers"). */
export const VehicleDriver = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** With vehicleId: a trip of this driver in that vehicle is a special trip (department check). */
    needsApproval: z.boolean(),
  })
  .meta({ id: 'VehicleDriver' });

/**
 * PATCH /api/v1/vehicle-bookings/{id}: new times and trip fields of a booking that has not
 * started (fields left out stay as they are). Checked exactly like a new booking.
 */
export const VehicleBookingUpdate = z
  .object({
    start: InstantInput,
    end: InstantInput,
    reasonForTrip: z.string().trim().max(500),
    destination: z.string().trim().max(500),
    stopover: z.string().trim().max(500),
    passengers: z.string().trim().max(500),
    contact: z.string().trim().max(500),
    detour: z.string().trim().max(500),
    information: z.string().trim().max(2000),
  })
  .partial()
  .strict();
// ---------------------------------------------------------------------------------------------
// Trips, blocks and the service booklet (issue 11 points 1, 3, 5; ADR 0009). The schemas only
// bound sizes and shapes; the rules (ranges, the last mileage, cleanliness states, mandatory
// attributes) are decided by the domain's validateTripEntry and come back as translated 422s.

/** A file of a trip (receipt or damage photo) as uploaded through POST …/vehicle-bookings/{id}/files. */
const TripFileName = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'a file name of an uploaded trip file');

/** POST /api/v1/vehicle-bookings/{id}/check-in and …/check-out (spec 3, 5; ADR 0009 gap 3). */
export const TripEntryInput = z.object({
  mileage: z.number().nullable().optional(),
  fuelPercent: z.number().nullable().optional(),
  chargePercent: z.number().nullable().optional(),
  cleanlinessInside: z.string().max(200).nullable().optional(),
  cleanlinessOutside: z.string().max(200).nullable().optional(),
  parkingSpot: z.string().max(1000).nullable().optional(),
  damages: z
    .array(
      z.object({
        description: z.string().max(10_000).nullable().optional(),
        photos: z.array(TripFileName).max(100).optional(),
      }),
    )
    .max(100)
    .optional(),
  receipts: z.array(TripFileName).max(100).optional(),
  attributes: z.record(z.string().max(100), z.string().max(2000).nullable()).optional(),
  conditionAccepted: z.boolean().optional(),
});

export const TripDamage = z.object({ description: z.string(), photos: z.array(z.string()) });

/** A CHECK_IN or CHECK_OUT entry with its readings; `at` is the actual time. */
export const TripEntry = z
  .object({
    id: z.uuid(),
    type: z.enum(['CHECK_IN', 'CHECK_OUT']),
    at: z.string(),
    user: z.object({ id: z.string(), name: z.string() }).nullable(),
    mileage: z.number().int().nullable(),
    fuelPercent: z.number().int().nullable(),
    chargePercent: z.number().int().nullable(),
    cleanlinessInside: z.string().nullable(),
    cleanlinessOutside: z.string().nullable(),
    parkingSpot: z.string().nullable(),
    damages: z.array(TripDamage),
    receipts: z.array(z.string()),
    attributes: z.record(z.string(), z.string()),
  })
  .meta({ id: 'TripEntry' });

/** The answer of check-in and check-out: the trip's planned period and its actual times. */
export const Trip = z
  .object({
    bookingId: z.uuid(),
    vehicleId: z.uuid(),
    status: z.string(),
    plannedStart: z.string(),
    plannedEnd: z.string(),
    actualStart: z.string().nullable(),
    actualEnd: z.string().nullable(),
    checkIn: TripEntry.nullable(),
    checkOut: TripEntry.nullable(),
    /** Fleet managers mailed about damage or dirt by this entry. */
    noticesQueued: z.number().int(),
    /** The vehicle's last mileage reading (the form's hint: the next one may not be below it). */
    lastMileage: z.number().int().nullable(),
  })
  .meta({ id: 'Trip' });

/** An uploaded trip file: its name is what check-in and check-out reference. */
export const TripFile = z
  .object({ fileName: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() })
  .meta({ id: 'TripFile' });

export const TripFileKind = z.object({ kind: z.enum(['photo', 'receipt']).default('receipt') });

/** POST /api/v1/vehicles/{id}/blocks and POST …/service-booklet: type, period, description. */
export const ServicePeriodInput = z.object({
  type: z.string().max(50),
  start: InstantInput,
  end: InstantInput,
  description: z.string().max(10_000).nullable().optional(),
});

export const VehicleBlockResult = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    type: z.enum(VEHICLE_BLOCK_TYPES),
    start: z.string(),
    end: z.string(),
    description: z.string(),
    /** The bookings the block cancelled, each with the stored reason. */
    cancelled: z.array(z.object({ bookingId: z.uuid(), reason: z.string() })),
  })
  .meta({ id: 'VehicleBlockResult' });

export const ServiceBookletEntry = z
  .object({
    id: z.uuid(),
    type: z.enum(VEHICLE_BLOCK_TYPES),
    start: z.string(),
    end: z.string(),
    description: z.string(),
    source: z.enum(['block', 'manual']),
  })
  .meta({ id: 'ServiceBookletEntry' });

/** GET /api/v1/vehicle-overview?from=&to=&locationId= (issue 11 point 8; at most 31 days). */
export const VehicleOverviewQuery = z.object({
  from: InstantInput,
  to: InstantInput,
  locationId: z.uuid().optional(),
});

/**
 * A booking or block on the fleet overview. `start`/`end` are planned; `actualStart`/`actualEnd`
 * come from the CHECK_IN/CHECK_OUT history entries; `shownStart`/`shownEnd` are what the bar
 * covers (trip-flow effectiveTripPeriod: a late trip grows until now). `phase` is tripPhase
 * ('block' for WARTUNG, SERVICE, DEFEKT); `late` = a running trip past its planned end.
 */
export const VehicleOverviewEntry = z
  .object({
    id: z.uuid(),
    type: z.string(),
    status: z.string(),
    start: z.string(),
    end: z.string(),
    actualStart: z.string().nullable(),
    actualEnd: z.string().nullable(),
    shownStart: z.string(),
    shownEnd: z.string(),
    phase: z.string(),
    late: z.boolean(),
    lateMinutes: z.number().int().min(0),
    driverName: z.string().nullable(),
    guestName: z.string().nullable(),
    guest: z.boolean(),
    specialTrip: z.boolean(),
    /** The block's description, or the trip's destination. */
    description: z.string(),
  })
  .meta({ id: 'VehicleOverviewEntry' });

export const VehicleOverview = z
  .object({
    from: z.string(),
    to: z.string(),
    now: z.string(),
    /** Locations of the tenant's active vehicles (the filter's choices). */
    locations: z.array(z.object({ id: z.uuid(), name: z.string() })),
    vehicles: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        licencePlate: z.string(),
        location: z.object({ id: z.uuid(), name: z.string() }),
        entries: z.array(VehicleOverviewEntry),
      }),
    ),
  })
  .meta({ id: 'VehicleOverview' });
/**
 * `GET /api/v1/public/guest-bookings/{token}` (no session; ADR 0009 gap 5): what the guest's page
 * shows. `confirmationNeeded` while the guest still has to confirm; `cancellable` while free
 * cancellation is possible (up to 24 h before the start), else `tooLate` with the staff member to contact.
 */
export const GuestBookingPublic = z
  .object({
    vehicleName: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.string(),
    guestName: z.string(),
    confirmationNeeded: z.boolean(),
    confirmed: z.boolean(),
    confirmedAt: z.string().nullable(),
    /** Held until someone inside the organisation approves the trip (a special trip). */
    awaitingApproval: z.boolean(),
    cancellable: z.boolean(),
    tooLate: z.boolean(),
    /** The last moment of free cancellation. */
    deadline: z.string(),
    contact: z.object({ name: z.string(), email: z.string() }),
  })
  .meta({ id: 'GuestBookingPublic' });

export const GuestTokenParams = z.object({ token: z.string().min(1).max(200) });

/** `GET /api/v1/guest-bookings`: the guest bookings the signed-in staff member made (the sidebar). */
export const GuestBookingListItem = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    vehicleName: z.string(),
    status: z.string(),
    start: z.string(),
    end: z.string(),
    cancelReason: z.string().nullable(),
    guest: GuestView,
  })
  .meta({ id: 'GuestBookingListItem' });
