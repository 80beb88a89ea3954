import type { PublicOccupancy } from '@buchbar/contracts/public-occupancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type { PublicFloorPlan, PublicOccupancy } from '@buchbar/contracts/public-occupancy';
export type PublicSeat = PublicOccupancy['plans'][number]['seats'][number];
export type PublicSeatState = PublicSeat['state'];

/**
 * The occupancy is "now": it changes as bookings start and end, without any event. A minute
 * keeps the page current; the live stream makes changes appear at once (ADR 0016).
 */
export const PUBLIC_REFETCH_MS = 60_000;

export const publicOccupancyKey = (tenantKey: string, floorPlanId?: string) =>
  floorPlanId
    ? (['public', 'occupancy', tenantKey, floorPlanId] as const)
    : (['public', 'occupancy', tenantKey] as const);

/** `GET /api/v1/public/occupancy/{tenantKey}[/{floorPlanId}]`: no sign-in. */
export function getPublicOccupancy(
  tenantKey: string,
  floorPlanId: string | undefined,
  signal?: AbortSignal,
): Promise<PublicOccupancy> {
  const path = `/api/v1/public/occupancy/${encodeURIComponent(tenantKey)}`;
  return api.get<PublicOccupancy>(floorPlanId ? `${path}/${encodeURIComponent(floorPlanId)}` : path, {
    signal,
  });
}

export const publicOccupancyQueryOptions = (tenantKey: string, floorPlanId?: string) =>
  queryOptions({
    queryKey: publicOccupancyKey(tenantKey, floorPlanId),
    queryFn: ({ signal }) => getPublicOccupancy(tenantKey, floorPlanId, signal),
    refetchInterval: PUBLIC_REFETCH_MS,
    refetchIntervalInBackground: true,
    // Nothing published at this address is an answer, not a failure to retry.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 3,
  });

export function usePublicOccupancy(tenantKey: string, floorPlanId?: string) {
  return useQuery({ ...publicOccupancyQueryOptions(tenantKey, floorPlanId), enabled: tenantKey !== '' });
}
