import type {
  VehicleOverviewEntry as VehicleOverviewEntrySchema,
  VehicleOverview as VehicleOverviewSchema,
} from '@buchbar/contracts/fleet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type VehicleOverview = z.infer<typeof VehicleOverviewSchema>;
export type OverviewVehicle = VehicleOverview['vehicles'][number];
export type OverviewEntry = z.infer<typeof VehicleOverviewEntrySchema>;

export type OverviewQuery = { from: string; to: string; locationId?: string };

/** All vehicles with bookings and blocks in [from, to) (fleet managers; at most 31 days). */
export function getVehicleOverview(q: OverviewQuery, signal?: AbortSignal): Promise<VehicleOverview> {
  const params: Record<string, string> = { from: q.from, to: q.to };
  if (q.locationId) params.locationId = q.locationId;
  return api.get<VehicleOverview>('/api/v1/vehicle-overview', { params, signal });
}

export const VEHICLE_OVERVIEW_KEY = ['vehicle-overview'] as const;

export const vehicleOverviewQueryOptions = (q: OverviewQuery) =>
  queryOptions({
    queryKey: [...VEHICLE_OVERVIEW_KEY, q.from, q.to, q.locationId ?? ''],
    queryFn: ({ signal }) => getVehicleOverview(q, signal),
    placeholderData: keepPreviousData,
    // A late trip's bar grows with the clock; changes themselves arrive as live events.
    refetchInterval: 60_000,
  });

export function useVehicleOverview(q: OverviewQuery) {
  return useQuery(vehicleOverviewQueryOptions(q));
}
