import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SpaceProduct } from '@/lib/space-lookups';
import type { Seat, SeatBody } from './types';

/** Seats and the maps of the plan show the change (user map keys: ['spaces', product, 'map', planId]). */
export function invalidateSeats(queryClient: QueryClient, product: SpaceProduct, floorPlanId: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'spaces' &&
      queryKey[1] === product &&
      (queryKey[2] === 'seats' || queryKey[2] === 'map') &&
      queryKey[3] === floorPlanId,
  });
}

export function saveSeat(product: SpaceProduct, body: SeatBody, id?: string): Promise<Seat> {
  return id
    ? api.put<Seat>(`/api/v1/spaces/${product}/seats/${id}`, body)
    : api.post<Seat>(`/api/v1/spaces/${product}/seats`, body);
}

export function useSaveSeat(product: SpaceProduct) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: SeatBody; id?: string }) => saveSeat(product, body, id),
    onSuccess: (seat) => invalidateSeats(queryClient, product, seat.floorPlanId),
  });
}

export function cancelAllBookings(product: SpaceProduct, seatId: string, reason: string) {
  return api.post<{ cancelled: number }>(`/api/v1/spaces/${product}/seats/${seatId}/cancel-all`, { reason });
}

export function useCancelAllBookings(product: SpaceProduct) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seat, reason }: { seat: Seat; reason: string }) =>
      cancelAllBookings(product, seat.id, reason),
    onSuccess: (_result, { seat }) =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'spaces' &&
          (queryKey[2] === 'bookings' || (queryKey[2] === 'map' && queryKey[3] === seat.floorPlanId)),
      }),
  });
}
