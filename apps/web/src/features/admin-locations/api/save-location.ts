import { crudResource, useDeleteMutation, useSaveMutation } from '@/lib/crud-resource';
import { LOCATIONS_QUERY_KEY, type LocationItem } from '@/lib/space-lookups';

export interface LocationBody {
  name: string;
  parkingSpaces: number;
}

export const locations = crudResource<LocationItem, LocationBody>('/api/v1/locations');

export const useSaveLocation = () => useSaveMutation(locations, [LOCATIONS_QUERY_KEY]);

/** Floor plans lose their location on delete, so their lists refetch too. */
export const useDeleteLocation = () =>
  useDeleteMutation(locations, [
    LOCATIONS_QUERY_KEY,
    { predicate: ({ queryKey }) => queryKey[0] === 'spaces' && queryKey[2] === 'floor-plans' },
  ]);
