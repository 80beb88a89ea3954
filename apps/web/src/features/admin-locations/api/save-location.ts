import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LOCATIONS_QUERY_KEY, type LocationItem } from '@/lib/space-lookups';

export interface LocationBody {
  name: string;
  parkingSpaces: number;
}

export function saveLocation(body: LocationBody, id?: string): Promise<LocationItem> {
  return id
    ? api.put<LocationItem>(`/api/v1/locations/${id}`, body)
    : api.post<LocationItem>('/api/v1/locations', body);
}

export const deleteLocation = (id: string) => api.delete<void>(`/api/v1/locations/${id}`);

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: LocationBody; id?: string }) => saveLocation(body, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY }),
  });
}

/** Floor plans lose their location on delete, so their lists refetch too. */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => queryKey[0] === 'spaces' && queryKey[2] === 'floor-plans',
        }),
      ]),
  });
}
