import type { ObjectAttribute, Vehicle as VehicleSchema } from '@buchbar/contracts/fleet';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type Vehicle = z.infer<typeof VehicleSchema>;
export type VehicleAttribute = z.infer<typeof ObjectAttribute>;

/** The "free between … and …" window (ISO instants); without it the list has no availability. */
export interface VehicleWindow {
  from: string;
  to: string;
}

/** The list's server-side filters (ADR 0008 point 15); empty strings are no filter. */
export interface VehicleListFilters {
  locationId: string;
  category: string;
  favouritesOnly: boolean;
  /** SHOW_FILTER attribute id -> wanted value (choice key, or text). */
  attributes: Readonly<Record<string, string>>;
}

export interface VehiclePage {
  items: Vehicle[];
  /** All vehicles matching the filters. */
  total: number;
  /** Bookable ones among them (only with a window). */
  bookable: number | null;
  nextCursor: string | null;
}

export const VEHICLE_PAGE_SIZE = 50;

/**
 * `GET /api/v1/vehicles`: one page of the active vehicles, filtered and ordered on the server
 * (with a window bookable first, then favourites, then by name). With a window each says whether
 * the user could book it then, why not, and whether it would need approval (refusals in `lang`).
 */
export async function getVehiclesPage(
  window: VehicleWindow | null,
  departmentId: string | null,
  filters: VehicleListFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<VehiclePage> {
  let headers: Headers | null = null;
  const items = await api.get<Vehicle[]>('/api/v1/vehicles', {
    params: {
      from: window?.from,
      to: window?.to,
      departmentId: departmentId ?? undefined,
      locationId: filters.locationId || undefined,
      category: filters.category || undefined,
      favouritesOnly: filters.favouritesOnly ? 'true' : undefined,
      attribute: Object.entries(filters.attributes)
        .filter(([, value]) => value.trim() !== '')
        .map(([id, value]) => `${id}:${value}`),
      favouritesFirst: 'true',
      limit: VEHICLE_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
    onHeaders: (h) => {
      headers = h;
    },
  });
  const h = headers as Headers | null;
  const bookable = h?.get('X-Bookable-Count');
  return {
    items,
    total: Number(h?.get('X-Total-Count') ?? items.length),
    bookable: bookable == null ? null : Number(bookable),
    nextCursor: h?.get('X-Next-Cursor') ?? null,
  };
}

export interface VehicleFacets {
  locations: { id: string; name: string }[];
  categories: string[];
}

/** `GET /api/v1/vehicles/facets`: the locations and categories of the active fleet (filter choices). */
export function getVehicleFacets(signal?: AbortSignal): Promise<VehicleFacets> {
  return api.get<VehicleFacets>('/api/v1/vehicles/facets', { signal });
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
  filters: VehicleListFilters,
  lang: string,
  /** The user's favourites: not sent (the server reads the setting), but a change reorders the list. */
  favourites: readonly string[] = [],
) =>
  infiniteQueryOptions({
    queryKey: [
      'vehicles',
      'list',
      window?.from ?? null,
      window?.to ?? null,
      departmentId,
      filters,
      lang,
      favourites,
    ],
    queryFn: ({ signal, pageParam }) => getVehiclesPage(window, departmentId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const vehicleFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['vehicles', 'facets'],
    queryFn: ({ signal }) => getVehicleFacets(signal),
    staleTime: 5 * 60_000,
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
export function useVehicles(
  window: VehicleWindow | null,
  departmentId: string | null,
  filters: VehicleListFilters,
  lang: string,
  favourites: readonly string[] = [],
) {
  return useInfiniteQuery(vehiclesQueryOptions(window, departmentId, filters, lang, favourites));
}

export function useVehicleFacets() {
  return useQuery(vehicleFacetsQueryOptions());
}

export function useVehicle(id: string | null) {
  return useQuery({ ...vehicleQueryOptions(id ?? ''), enabled: id !== null });
}

export function useVehicleAttributes() {
  return useQuery(vehicleAttributesQueryOptions());
}
