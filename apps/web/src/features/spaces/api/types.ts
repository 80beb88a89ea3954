import type {
  CreateSpaceBooking as CreateSpaceBookingSchema,
  FloorPlanMap as FloorPlanMapSchema,
  FloorPlan as FloorPlanSchema,
  MapMode as MapModeSchema,
  Product as ProductSchema,
  Seat as SeatSchema,
  SeatState as SeatStateSchema,
  SpaceBooking as SpaceBookingSchema,
} from '@buchbar/contracts/spaces';
import type { z } from 'zod';

/** `lesesaal` or `arbeitswelt`: the first path segment of every page of this feature. */
export type SpaceProduct = z.infer<typeof ProductSchema>;
export type FloorPlan = z.infer<typeof FloorPlanSchema>;
export type Seat = z.infer<typeof SeatSchema>;
export type FloorPlanMap = z.infer<typeof FloorPlanMapSchema>;
export type MapSeat = FloorPlanMap['seats'][number];
export type SeatState = z.infer<typeof SeatStateSchema>;
export type MapMode = z.infer<typeof MapModeSchema>;
export type SpaceBooking = z.infer<typeof SpaceBookingSchema>;
export type SpaceBookingStatus = SpaceBooking['status'];
/** The body of `POST /bookings` as sent (defaults of the schema may be left out). */
export type CreateSpaceBookingBody = z.input<typeof CreateSpaceBookingSchema>;
export type BookingScope = 'mine' | 'organized' | 'pending';

export const SPACE_PRODUCTS: readonly SpaceProduct[] = ['lesesaal', 'arbeitswelt'];

export function isSpaceProduct(value: unknown): value is SpaceProduct {
  return typeof value === 'string' && (SPACE_PRODUCTS as readonly string[]).includes(value);
}
