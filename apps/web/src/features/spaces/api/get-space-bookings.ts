import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { spaceKeys } from './space-query-keys';
import type { BookingScope, SpaceBooking, SpaceProduct } from './types';

/** mine = I use the place; organized = I booked for others; pending = waiting for my confirmation. */
export function getSpaceBookings(
  product: SpaceProduct,
  scope: BookingScope,
  signal?: AbortSignal,
): Promise<SpaceBooking[]> {
  return api.get<SpaceBooking[]>(`/api/v1/spaces/${product}/bookings`, { params: { scope }, signal });
}

export const spaceBookingsQueryOptions = (product: SpaceProduct, scope: BookingScope) =>
  queryOptions({
    queryKey: spaceKeys.bookings(product, scope),
    queryFn: ({ signal }) => getSpaceBookings(product, scope, signal),
  });

export function useSpaceBookings(product: SpaceProduct, scope: BookingScope) {
  return useQuery(spaceBookingsQueryOptions(product, scope));
}
