import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Vehicle, VehicleTimelineEntry } from './booking-types';

/** A vehicle's bookings and blocks overlapping [from, to) (at most 62 days). */
export function getVehicleTimeline(
  vehicleId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<VehicleTimelineEntry[]> {
  return api.get<VehicleTimelineEntry[]>(`/api/v1/vehicles/${vehicleId}/bookings`, {
    params: { from, to },
    signal,
  });
}

export const vehicleTimelineQueryOptions = (vehicleId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['vehicle-bookings', 'timeline', vehicleId, from, to],
    queryFn: ({ signal }) => getVehicleTimeline(vehicleId, from, to, signal),
    placeholderData: keepPreviousData,
  });

export function useVehicleTimeline(vehicleId: string, from: string, to: string) {
  return useQuery(vehicleTimelineQueryOptions(vehicleId, from, to));
}

/** One vehicle (GET /api/v1/vehicles/{id}) for its detail page. */
export function getVehicle(vehicleId: string, signal?: AbortSignal): Promise<Vehicle> {
  return api.get<Vehicle>(`/api/v1/vehicles/${vehicleId}`, { signal });
}

export const vehicleQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: ['vehicles', 'detail', vehicleId],
    queryFn: ({ signal }) => getVehicle(vehicleId, signal),
  });

export function useVehicle(vehicleId: string) {
  return useQuery(vehicleQueryOptions(vehicleId));
}
