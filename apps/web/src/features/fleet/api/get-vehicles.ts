import type { ObjectAttribute, Vehicle as VehicleSchema } from '@buchbar/contracts/fleet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type Vehicle = z.infer<typeof VehicleSchema>;
export type VehicleAttribute = z.infer<typeof ObjectAttribute>;

/** The "free between … and …" window (ISO instants); without it the list has no availability. */
export interface VehicleWindow {
  from: string;
  to: string;
}

/**
 * `GET /api/v1/vehicles`: the active vehicles of the tenant; with a window each says whether the
 * user could book it then, why not, and whether it would need approval (refusals in `lang`).
 */
export function getVehicles(
  window: VehicleWindow | null,
  departmentId: string | null,
  signal?: AbortSignal,
): Promise<Vehicle[]> {
  return api.get<Vehicle[]>('/api/v1/vehicles', {
    params: { from: window?.from, to: window?.to, departmentId: departmentId ?? undefined },
    signal,
  });
}

export function getVehicle(id: string, signal?: AbortSignal): Promise<Vehicle> {
  return api.get<Vehicle>(`/api/v1/vehicles/${encodeURIComponent(id)}`, { signal });
}

/** The FAHRZEUG object attributes (labels and choices for the card and the filters). */
export function getVehicleAttributes(signal?: AbortSignal): Promise<VehicleAttribute[]> {
  return api.get<VehicleAttribute[]>('/api/v1/object-attributes', { params: { object: 'FAHRZEUG' }, signal });
}

// Every vehicle query key starts with 'vehicles' (shared convention: booking writes invalidate it).
// The language is part of the key because the server translates the refusals.
export const vehiclesQueryOptions = (
  window: VehicleWindow | null,
  departmentId: string | null,
  lang: string,
) =>
  queryOptions({
    queryKey: ['vehicles', 'list', window?.from ?? null, window?.to ?? null, departmentId, lang],
    queryFn: ({ signal }) => getVehicles(window, departmentId, signal),
    placeholderData: keepPreviousData,
  });

export const vehicleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['vehicles', 'one', id], queryFn: ({ signal }) => getVehicle(id, signal) });

export const vehicleAttributesQueryOptions = () =>
  queryOptions({
    queryKey: ['vehicles', 'attributes'],
    queryFn: ({ signal }) => getVehicleAttributes(signal),
    staleTime: 5 * 60_000,
  });

/** departmentId: only that department's vehicles and those of none (setting vehicles.departmentFilter). */
export function useVehicles(window: VehicleWindow | null, departmentId: string | null, lang: string) {
  return useQuery(vehiclesQueryOptions(window, departmentId, lang));
}

export function useVehicle(id: string | null) {
  return useQuery({ ...vehicleQueryOptions(id ?? ''), enabled: id !== null });
}

export function useVehicleAttributes() {
  return useQuery(vehicleAttributesQueryOptions());
}
