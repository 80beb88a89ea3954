import type {
  BookableDays as BookableDaysSchema,
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
export type BookableDays = z.infer<typeof BookableDaysSchema>;
export type MapSeat = FloorPlanMap['seats'][number];
export type SeatState = z.infer<typeof SeatStateSchema>;
export type MapMode = z.infer<typeof MapModeSchema>;
export type SpaceBooking = z.infer<typeof SpaceBookingSchema>;
export type SpaceBookingStatus = SpaceBooking['status'];
/** The body of `POST /bookings` as sent (defaults of the schema may be left out). */
export type CreateSpaceBookingBody = z.input<typeof CreateSpaceBookingSchema>;
export type BookingScope = 'mine' | 'organized' | 'pending';

/** The product list and its guard come from the domain (one list for contracts, database and web). */
export { isSpaceProduct, SPACE_PRODUCTS } from '@buchbar/domain/space-products';
