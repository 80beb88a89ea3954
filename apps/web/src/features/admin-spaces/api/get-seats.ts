import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SpaceProduct } from '@/lib/space-lookups';
import type { Seat } from './types';

/** Same key layout as the user map (['spaces', product, 'seats', floorPlanId]). */
export const seatsQueryKey = (product: SpaceProduct, floorPlanId: string) =>
  ['spaces', product, 'seats', floorPlanId] as const;

export function getSeats(product: SpaceProduct, floorPlanId: string, signal?: AbortSignal): Promise<Seat[]> {
  return api.get<Seat[]>(`/api/v1/spaces/${product}/seats`, { params: { floorPlanId }, signal });
}

export const seatsQueryOptions = (product: SpaceProduct, floorPlanId: string) =>
  queryOptions({
    queryKey: seatsQueryKey(product, floorPlanId),
    queryFn: ({ signal }) => getSeats(product, floorPlanId, signal),
  });

export function useSeats(product: SpaceProduct, floorPlanId: string | undefined) {
  return useQuery({ ...seatsQueryOptions(product, floorPlanId ?? ''), enabled: Boolean(floorPlanId) });
}
