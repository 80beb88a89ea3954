import type { FloorPlan, Product } from '@buchbar/contracts/spaces';
import type { Equipment, Location } from '@buchbar/contracts/spaces-admin';
import { SPACE_PRODUCTS, spaceProductsIn } from '@buchbar/domain/space-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';
import type { Me } from './session';

/**
 * Read-only lists several space features need (rooms admin, opening hours, utilisation, kiosk
 * tokens). Shared here because features never import each other. The floor-plan key matches the
 * user map's key layout (['spaces', product, 'floor-plans']), so admin changes refresh the maps.
 */
export type SpaceProduct = z.infer<typeof Product>;
export type FloorPlanItem = z.infer<typeof FloorPlan>;
export type LocationItem = z.infer<typeof Location>;
export type EquipmentItem = z.infer<typeof Equipment>;

export { isSpaceProduct, SPACE_PRODUCTS } from '@buchbar/domain/space-products';

/** The tenant's products (setting `spaces.products`); both when the setting is missing. */
export function spaceProductsOf(me: Me | undefined): SpaceProduct[] {
  const configured = me?.settings?.['spaces.products'];
  return Array.isArray(configured) ? spaceProductsIn(configured) : [...SPACE_PRODUCTS];
}

export const floorPlansQueryKey = (product: SpaceProduct) => ['spaces', product, 'floor-plans'] as const;
export const LOCATIONS_QUERY_KEY = ['locations'] as const;
export const EQUIPMENT_QUERY_KEY = ['equipment'] as const;

export const getFloorPlans = (product: SpaceProduct, signal?: AbortSignal) =>
  api.get<FloorPlanItem[]>(`/api/v1/spaces/${product}/floor-plans`, { signal });
export const getLocations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<LocationItem[]>('/api/v1/locations', { signal });
export const getEquipment = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<EquipmentItem[]>('/api/v1/equipment', { signal });

export const floorPlansQueryOptions = (product: SpaceProduct) =>
  queryOptions({
    queryKey: floorPlansQueryKey(product),
    queryFn: ({ signal }) => getFloorPlans(product, signal),
    staleTime: 5 * 60_000,
  });
export const locationsQueryOptions = () =>
  queryOptions({ queryKey: LOCATIONS_QUERY_KEY, queryFn: getLocations, staleTime: 5 * 60_000 });
export const equipmentQueryOptions = () =>
  queryOptions({ queryKey: EQUIPMENT_QUERY_KEY, queryFn: getEquipment, staleTime: 5 * 60_000 });

export const useFloorPlans = (product: SpaceProduct) => useQuery(floorPlansQueryOptions(product));
export const useLocations = () => useQuery(locationsQueryOptions());
export const useEquipment = () => useQuery(equipmentQueryOptions());
