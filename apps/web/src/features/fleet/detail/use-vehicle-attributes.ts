import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ObjectAttribute } from './attribute-rows';

/** The FAHRZEUG attribute definitions, to label a vehicle's attribute values. */
export const vehicleAttributesQueryOptions = () =>
  queryOptions({
    queryKey: ['object-attributes', 'FAHRZEUG'],
    queryFn: ({ signal }) =>
      api.get<ObjectAttribute[]>('/api/v1/object-attributes', { params: { object: 'FAHRZEUG' }, signal }),
    staleTime: 5 * 60_000,
  });

export function useVehicleAttributes() {
  return useQuery(vehicleAttributesQueryOptions());
}
