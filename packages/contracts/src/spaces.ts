import { BOOKING_STATUSES } from '@buchbar/domain/booking/status';
import { SPACE_BOOKING_MODES } from '@buchbar/domain/space-booking-modes';
import { SEAT_STATES } from '@buchbar/domain/space-map-state';
import { SPACE_KINDS, SPACE_PRODUCTS } from '@buchbar/domain/space-products';
import { z } from 'zod';
import { InstantInput, LocalDateInput } from './common';

export const Product = z.enum(SPACE_PRODUCTS);
export type Product = z.infer<typeof Product>;
export const ProductParams = z.object({ product: Product });
export const ProductIdParams = z.object({ product: Product, id: z.uuid() });

const Instant = z.iso.datetime({ offset: true });
const LocalDate = z.iso.date();
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

export const FloorPlan = z
  .object({
    id: z.uuid(),
    product: Product,
    name: z.string(),
    locationId: z.uuid().nullable(),
    active: z.boolean(),
    description: z.string(),
    link: z.string().nullable(),
    /** File name in the tenant's floor-plans bucket (what PUT expects back). */
    imageFile: z.string().nullable(),
    imageUrl: z.string().nullable(),
    /** Shown without sign-in on /public (ADR 0016): free/occupied only, never who booked. */
    isPublic: z.boolean(),
  })
  .meta({ id: 'FloorPlan' });

export const SeatEquipment = z.object({ equipmentId: z.uuid(), name: z.string(), count: z.number().int() });

export const Seat = z
  .object({
    id: z.uuid(),
    floorPlanId: z.uuid(),
    kind: z.enum(SPACE_KINDS),
    label: z.string(),
    capacity: z.number().int(),
    posX: z.number(),
    posY: z.number(),
    description: z.string(),
    conditions: z.string(),
    active: z.boolean(),
    equipment: z.array(SeatEquipment),
  })
  .meta({ id: 'Seat' });

/** Seats of one floor plan, or seats by id (comma-separated, at most 200; the sidebar's favourites). */
export const SeatsQuery = z
  .object({
    floorPlanId: z.uuid().optional(),
    ids: z
      .string()
      .max(200 * 37)
      .transform((v) => v.split(',').filter((id) => id.length > 0))
      .pipe(z.array(z.uuid()).max(200))
      .optional(),
  })
  .refine((q) => (q.floorPlanId === undefined) !== (q.ids === undefined), {
    message: 'exactly one of floorPlanId and ids',
  });

export const SeatState = z.enum(SEAT_STATES);

export const MapMode = z.enum(SPACE_BOOKING_MODES);
export const MapQuery = z.object({
  date: LocalDateInput,
  mode: MapMode.default('allDay'),
  from: TimeOfDay.default('09:00'),
  to: TimeOfDay.default('18:00'),
});

export const FloorPlanMap = z
  .object({
    floorPlan: FloorPlan,
    date: LocalDate,
    /** The day's opening hours, null when closed. */
    opening: z.object({ from: TimeOfDay, to: TimeOfDay, start: Instant, end: Instant }).nullable(),
    /** The window the states refer to (all-day = the opening hours). */
    window: z.object({ start: Instant, end: Instant }).nullable(),
    seats: z.array(Seat.extend({ state: SeatState })),
  })
  .meta({ id: 'FloorPlanMap' });

/**
 * The days of the advance-booking window on which the plan can be booked (spec 4: open by its
 * weekly hours or an 'offen' exception, on a bookable weekday, today .. today + advance days), so
 * the date picker offers nothing that can only fail.
 */
export const BookableDays = z
  .object({
    today: LocalDate,
    /** The last day of the advance window (the picker's end). */
    lastDay: LocalDate,
    days: z.array(LocalDate),
  })
  .meta({ id: 'BookableDays' });

export const CreateSpaceBooking = z.object({
  spaceId: z.uuid(),
  start: InstantInput,
  end: InstantInput,
  groupSize: z.number().int().min(1).max(1000).default(1),
  /** Book for a colleague: they confirm (vorgemerkt -> reserviert). */
  participantEmail: z.email().max(254).optional(),
  mode: MapMode.default('hourly'),
});

export const BookingPerson = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const SpaceBooking = z
  .object({
    id: z.uuid(),
    spaceId: z.uuid(),
    spaceLabel: z.string(),
    floorPlanId: z.uuid(),
    start: Instant,
    end: Instant,
    status: z.enum(BOOKING_STATUSES),
    organizer: BookingPerson,
    participant: BookingPerson,
    groupSize: z.number().int(),
    createdAt: Instant,
    checkedInAt: Instant.nullable(),
    noShow: z.boolean(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'SpaceBooking' });

export const BookingListQuery = z.object({
  scope: z.enum(['mine', 'organized', 'pending']).default('mine'),
});

export const CancelBooking = z.object({ reason: z.string().trim().max(500).optional() });
export const CancelAllBookings = z.object({ reason: z.string().trim().min(1).max(500) });
export const CancelAllResult = z.object({ cancelled: z.number().int() });
