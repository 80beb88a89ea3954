import type { VehicleBooking as VehicleBookingSchema } from '@buchbar/contracts/fleet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type VehicleBooking = z.infer<typeof VehicleBookingSchema>;
/** mine = I drive or booked for myself; for-others = I booked for a colleague; approvals = waiting for me. */
export type VehicleBookingScope = 'mine' | 'for-others' | 'approvals';

export function getVehicleBookings(scope: VehicleBookingScope, signal?: AbortSignal) {
  return api.get<VehicleBooking[]>('/api/v1/vehicle-bookings', { params: { scope }, signal });
}

export function cancelVehicleBooking(id: string) {
  return api.post<VehicleBooking>(`/api/v1/vehicle-bookings/${encodeURIComponent(id)}/cancel`, {});
}

// Every vehicle-booking query key starts with 'vehicle-bookings' (shared convention).
export const vehicleBookingsQueryOptions = (scope: VehicleBookingScope, lang: string) =>
  queryOptions({
    queryKey: ['vehicle-bookings', 'list', scope, lang],
    queryFn: ({ signal }) => getVehicleBookings(scope, signal),
  });

export function useVehicleBookings(scope: VehicleBookingScope, lang: string, enabled = true) {
  return useQuery({ ...vehicleBookingsQueryOptions(scope, lang), enabled });
}

/** Cancel a trip; afterwards every booking list and every vehicle list (availability) refetch. */
export function useCancelVehicleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: Pick<VehicleBooking, 'id'>) => cancelVehicleBooking(booking.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicle-bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
      ]),
  });
}
