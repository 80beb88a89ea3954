import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { spaceKeys } from './space-query-keys';
import type { FloorPlanMap, SpaceProduct } from './types';

export function getFloorPlanMap(
  product: SpaceProduct,
  floorPlanId: string,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<FloorPlanMap> {
  return api.get<FloorPlanMap>(`/api/v1/spaces/${product}/floor-plans/${floorPlanId}/map`, {
    params,
    signal,
  });
}

export const floorPlanMapQueryOptions = (
  product: SpaceProduct,
  floorPlanId: string,
  params: Record<string, string>,
) =>
  queryOptions({
    queryKey: spaceKeys.map(product, floorPlanId, params),
    queryFn: ({ signal }) => getFloorPlanMap(product, floorPlanId, params, signal),
    // A new date keeps the old plan on screen (no flicker) until the new states arrive.
    placeholderData: keepPreviousData,
    // Live updates come by SSE; this only bounds how stale a map gets if the stream is down.
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

export function useFloorPlanMap(
  product: SpaceProduct,
  floorPlanId: string | undefined,
  params: Record<string, string>,
) {
  return useQuery({
    ...floorPlanMapQueryOptions(product, floorPlanId ?? '', params),
    enabled: Boolean(floorPlanId),
  });
}
