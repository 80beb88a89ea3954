import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { spaceKeys } from './space-query-keys';
import type { FloorPlan, Seat, SpaceProduct } from './types';

export function getFloorPlans(product: SpaceProduct, signal?: AbortSignal): Promise<FloorPlan[]> {
  return api.get<FloorPlan[]>(`/api/v1/spaces/${product}/floor-plans`, { signal });
}

export const floorPlansQueryOptions = (product: SpaceProduct) =>
  queryOptions({
    queryKey: spaceKeys.floorPlans(product),
    queryFn: ({ signal }) => getFloorPlans(product, signal),
    staleTime: 5 * 60_000,
  });

export function useFloorPlans(product: SpaceProduct) {
  return useQuery(floorPlansQueryOptions(product));
}

export function getSeats(product: SpaceProduct, floorPlanId: string, signal?: AbortSignal): Promise<Seat[]> {
  return api.get<Seat[]>(`/api/v1/spaces/${product}/seats`, { params: { floorPlanId }, signal });
}

export const seatsQueryOptions = (product: SpaceProduct, floorPlanId: string) =>
  queryOptions({
    queryKey: spaceKeys.seats(product, floorPlanId),
    queryFn: ({ signal }) => getSeats(product, floorPlanId, signal),
    staleTime: 5 * 60_000,
  });

/** Seats by id across the product's plans, in one request (to name favourite seats in the sidebar). */
export function useSeatsByIds(product: SpaceProduct, ids: readonly string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: [...spaceKeys.seats(product, 'by-id'), sorted.join(',')],
    queryFn: ({ signal }) =>
      api.get<Seat[]>(`/api/v1/spaces/${product}/seats`, { params: { ids: sorted.join(',') }, signal }),
    enabled: sorted.length > 0,
    staleTime: 5 * 60_000,
  });
}
