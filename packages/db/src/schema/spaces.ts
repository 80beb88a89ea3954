import { OPENING_EXCEPTION_STATUSES } from '@buchbar/domain/booking/opening-hours';
import { BOOKING_STATUSES } from '@buchbar/domain/booking/status';
import { SPACE_KINDS } from '@buchbar/domain/space-products';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { createdAt, ownedBy, timestamptz, uuidId } from './columns';
import { users } from './identity';
import { locations } from './locations';
import { tenantRef } from './tenancy';

/** A floor plan (grundriss_{product}) of one product, e.g. "lesesaal" or "arbeitswelt". */
export const floorPlans = pgTable(
  'floor_plans',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    product: text('product').notNull(),
    name: text('name').notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
    link: text('link'),
    /** File name in the floor-plans bucket of the tenant. */
    imageFile: text('image_file'),
    /**
     * Shown without sign-in on /public (ADR 0016): free/occupied counts and seat states, never
     * who booked. Only an active plan is shown, whatever this flag says.
     */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('floor_plans_tenant_product_idx').on(t.tenantId, t.product),
    // The anonymous /public lookup reads only a tenant's public plans.
    index('floor_plans_public_idx').on(t.tenantId).where(sql`${t.isPublic}`),
    valueCheck('floor_plans_product_ck', t.product),
  ],
);

export const equipment = pgTable(
  'equipment',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('equipment_tenant_name_uq').on(t.tenantId, t.name)],
);

/** A bookable seat or room on a floor plan; position in percent of the plan's width/height. */
export const spaces = pgTable(
  'spaces',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    floorPlanId: ownedBy('floor_plan_id', () => floorPlans.id),
    kind: text('kind', { enum: SPACE_KINDS }).notNull().default('seat'),
    label: text('label').notNull(),
    capacity: integer('capacity').notNull().default(1),
    posX: numeric('pos_x', { precision: 6, scale: 3, mode: 'number' }).notNull().default(50),
    posY: numeric('pos_y', { precision: 6, scale: 3, mode: 'number' }).notNull().default(50),
    description: text('description').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('spaces_tenant_plan_idx').on(t.tenantId, t.floorPlanId),
    uniqueIndex('spaces_plan_label_uq').on(t.floorPlanId, t.label),
    check('spaces_capacity_ck', sql`${t.capacity} >= 1`),
    valueCheck('spaces_kind_ck', t.kind),
  ],
);

export const spaceEquipment = pgTable(
  'space_equipment',
  {
    tenantId: tenantRef(),
    spaceId: ownedBy('space_id', () => spaces.id),
    equipmentId: ownedBy('equipment_id', () => equipment.id),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.equipmentId] })],
);

/** Weekly opening hours of a floor plan (ISO weekday 1 = Monday). */
export const openingHours = pgTable(
  'opening_hours',
  {
    tenantId: tenantRef(),
    floorPlanId: ownedBy('floor_plan_id', () => floorPlans.id),
    isoWeekday: smallint('iso_weekday').notNull(),
    from: time('from_time').notNull().default('08:00'),
    to: time('to_time').notNull().default('18:00'),
    open: boolean('open').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.floorPlanId, t.isoWeekday] })],
);

/** Deviating opening times (abweichende Öffnungszeit) for a date range, open or closed. */
export const openingExceptions = pgTable(
  'opening_exceptions',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    floorPlanId: ownedBy('floor_plan_id', () => floorPlans.id),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    from: time('from_time').notNull().default('08:00'),
    to: time('to_time').notNull().default('18:00'),
    status: text('status', { enum: OPENING_EXCEPTION_STATUSES }).notNull(),
  },
  (t) => [
    index('opening_exceptions_plan_idx').on(t.floorPlanId, t.validFrom),
    valueCheck('opening_exceptions_status_ck', t.status),
  ],
);

/**
 * A booking of a seat or room, [start_at, end_at). Cancelled rows stay (who, when, why).
 * Organizer books; participant confirms (spec: bookingPerson / confirmingPerson).
 */
export const spaceBookings = pgTable(
  'space_bookings',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    spaceId: ownedBy('space_id', () => spaces.id),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    organizerId: text('organizer_id')
      .notNull()
      .references(() => users.id),
    participantId: text('participant_id')
      .notNull()
      .references(() => users.id),
    groupSize: integer('group_size').notNull().default(1),
    createdAt: createdAt(),
    checkedInAt: timestamptz('checked_in_at'),
    noShow: boolean('no_show').notNull().default(false),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('space_bookings_space_period_idx').on(t.spaceId, t.startAt, t.endAt),
    index('space_bookings_tenant_start_idx').on(t.tenantId, t.startAt),
    index('space_bookings_participant_idx').on(t.participantId, t.startAt),
    index('space_bookings_organizer_idx').on(t.organizerId, t.startAt),
    check('space_bookings_period_ck', sql`${t.endAt} > ${t.startAt}`),
    check('space_bookings_group_ck', sql`${t.groupSize} >= 1`),
    valueCheck('space_bookings_status_ck', t.status),
  ],
);

/** A revocable per-device token for the kiosk wall display of one floor plan (hash stored). */
export const kioskTokens = pgTable(
  'kiosk_tokens',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    floorPlanId: ownedBy('floor_plan_id', () => floorPlans.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('kiosk_tokens_hash_uq').on(t.tokenHash)],
);
