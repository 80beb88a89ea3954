import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VehicleBooking, VehicleBookingBody, VehicleBookingChange } from './booking-types';

export function bookVehicle(body: VehicleBookingBody): Promise<VehicleBooking> {
  return api.post<VehicleBooking>('/api/v1/vehicle-bookings', body);
}

export function changeVehicleBooking(id: string, body: VehicleBookingChange): Promise<VehicleBooking> {
  return api.patch<VehicleBooking>(`/api/v1/vehicle-bookings/${id}`, body);
}

/** After any booking write both the booking lists and the vehicles (availability) refetch. */
export async function invalidateAfterBookingWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['vehicle-bookings'] }),
    queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
  ]);
}

export type SaveVehicleBooking =
  | { kind: 'create'; body: VehicleBookingBody }
  | { kind: 'change'; id: string; body: VehicleBookingChange };

/** Books (POST) or changes (PATCH) a trip; errors carry the server's translated message. */
export function useSaveVehicleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveVehicleBooking) =>
      save.kind === 'create' ? bookVehicle(save.body) : changeVehicleBooking(save.id, save.body),
    onSettled: () => invalidateAfterBookingWrite(queryClient),
  });
}
