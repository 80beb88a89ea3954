import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VehicleDriver } from './booking-types';

/** Spec 6 possible drivers of the signed-in user; with a vehicle, who would need approval in it. */
export function getDrivers(vehicleId: string | undefined, signal?: AbortSignal): Promise<VehicleDriver[]> {
  return api.get<VehicleDriver[]>('/api/v1/vehicle-bookings/drivers', { params: { vehicleId }, signal });
}

export const driversQueryOptions = (vehicleId: string | undefined) =>
  queryOptions({
    queryKey: ['vehicle-bookings', 'drivers', vehicleId ?? null],
    queryFn: ({ signal }) => getDrivers(vehicleId, signal),
    staleTime: 5 * 60_000,
  });

export function useDrivers(vehicleId: string | undefined, enabled = true) {
  return useQuery({ ...driversQueryOptions(vehicleId), enabled: enabled && Boolean(vehicleId) });
}
