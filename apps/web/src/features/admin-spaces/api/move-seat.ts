import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SpaceProduct } from '@/lib/space-lookups';
import type { PlanPosition } from '../utils/seat-position';
import { seatsQueryKey } from './get-seats';
import { invalidateSeats } from './save-seat';
import type { Seat } from './types';

export function moveSeat(product: SpaceProduct, seatId: string, position: PlanPosition): Promise<Seat> {
  return api.patch<Seat>(`/api/v1/spaces/${product}/seats/${seatId}/position`, position);
}

interface MoveVariables {
  seat: Seat;
  position: PlanPosition;
}

/**
 * Drag and arrow keys: the marker moves at once (optimistic cache update), the PATCH follows; a
 * refusal puts the old list back. The plan's maps refetch afterwards.
 */
export function useMoveSeat(product: SpaceProduct) {
  const queryClient = useQueryClient();
  return useMutation({
    // One PATCH at a time: quick arrow presses reach the server in order, the last one wins.
    mutationKey: ['seat-position', product],
    scope: { id: `seat-position-${product}` },
    mutationFn: ({ seat, position }: MoveVariables) => moveSeat(product, seat.id, position),
    onMutate: async ({ seat, position }) => {
      const key = seatsQueryKey(product, seat.floorPlanId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Seat[]>(key);
      queryClient.setQueryData<Seat[]>(key, (seats) =>
        seats?.map((s) => (s.id === seat.id ? { ...s, ...position } : s)),
      );
      return { previous };
    },
    onError: (_error, { seat }, context) => {
      if (context?.previous)
        queryClient.setQueryData(seatsQueryKey(product, seat.floorPlanId), context.previous);
    },
    onSettled: async (_data, _error, { seat }) => {
      // Refetch after the last queued move only; in between the server holds an older position.
      if (queryClient.isMutating({ mutationKey: ['seat-position', product] }) <= 1) {
        await invalidateSeats(queryClient, product, seat.floorPlanId);
      }
    },
  });
}
