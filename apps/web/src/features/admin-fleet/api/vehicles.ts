import type {
  ObjectAttribute,
  Vehicle,
  VehicleChangeResult,
  VehicleDefaultImage,
  VehicleInput,
} from '@buchbar/contracts/fleet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AdminVehicle = z.infer<typeof Vehicle>;
export type VehicleBody = z.input<typeof VehicleInput>;
export type VehicleChange = z.infer<typeof VehicleChangeResult>;
export type VehicleAttribute = z.infer<typeof ObjectAttribute>;
export type DefaultImage = z.infer<typeof VehicleDefaultImage>;

/** Every vehicle query key starts with 'vehicles' (shared with the vehicle list and booking). */
export const ADMIN_VEHICLES_KEY = ['vehicles', 'admin'] as const;
const vehicleKey = (id: string) => ['vehicles', 'admin', id] as const;

/** The whole fleet, deactivated vehicles included: every page of the list (200 a page). */
export async function getAdminVehicles({ signal }: { signal?: AbortSignal } = {}): Promise<AdminVehicle[]> {
  const all: AdminVehicle[] = [];
  let cursor: string | null = null;
  do {
    let next: string | null = null;
    all.push(
      ...(await api.get<AdminVehicle[]>('/api/v1/vehicles', {
        params: { includeInactive: 'true', limit: 200, cursor: cursor ?? undefined },
        signal,
        onHeaders: (h) => {
          next = h.get('X-Next-Cursor');
        },
      })),
    );
    cursor = next;
  } while (cursor);
  return all;
}
export const getVehicle = (id: string, signal?: AbortSignal) =>
  api.get<AdminVehicle>(`/api/v1/vehicles/${encodeURIComponent(id)}`, { signal });
export const getVehicleAttributes = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<VehicleAttribute[]>('/api/v1/object-attributes?object=FAHRZEUG', { signal });
export const getDefaultImages = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<DefaultImage[]>('/api/v1/vehicle-images/defaults', { signal });

export const adminVehiclesQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_VEHICLES_KEY, queryFn: getAdminVehicles });
export const vehicleQueryOptions = (id: string) =>
  queryOptions({ queryKey: vehicleKey(id), queryFn: ({ signal }) => getVehicle(id, signal) });
export const vehicleAttributesQueryOptions = () =>
  queryOptions({ queryKey: ['object-attributes', 'FAHRZEUG'], queryFn: getVehicleAttributes });
export const defaultImagesQueryOptions = () =>
  queryOptions({ queryKey: ['vehicles', 'default-images'], queryFn: getDefaultImages, staleTime: Infinity });

export const useAdminVehicles = () => useQuery(adminVehiclesQueryOptions());
export const useVehicle = (id: string | undefined) =>
  useQuery({ ...vehicleQueryOptions(id ?? ''), enabled: id !== undefined });
export const useVehicleAttributes = () => useQuery(vehicleAttributesQueryOptions());
export const useDefaultImages = () => useQuery(defaultImagesQueryOptions());

/** After any vehicle write: vehicle lists, details, histories and the bookings it may have cancelled. */
export function useInvalidateFleet() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['vehicles'] }),
      client.invalidateQueries({ queryKey: ['vehicle-bookings'] }),
    ]);
}

export function useCreateVehicle() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: VehicleBody) => api.post<AdminVehicle>('/api/v1/vehicles', input),
    onSuccess: invalidate,
  });
}

/** PATCH with the whole form: the server compares and says whether anything changed. */
export function useUpdateVehicle(id: string) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: Partial<VehicleBody>) =>
      api.patch<VehicleChange>(`/api/v1/vehicles/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeactivateVehicle(id: string) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: () => api.post<VehicleChange>(`/api/v1/vehicles/${encodeURIComponent(id)}/deactivate`),
    onSuccess: invalidate,
  });
}
