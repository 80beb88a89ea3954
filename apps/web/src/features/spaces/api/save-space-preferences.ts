import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY, type Me } from '@/lib/session';

/** Personal options this feature writes at the user layer (spec 6: favourites). */
export interface SpacePreferences {
  'spaces.favouriteSeats'?: string[];
  'spaces.favouriteFloorPlan'?: string;
}

export function saveSpacePreferences(values: SpacePreferences): Promise<{ values: Record<string, unknown> }> {
  return api.put<{ values: Record<string, unknown> }>('/api/v1/settings/me', { values });
}

/**
 * Optimistic: the star changes at once in the cached `me`; a refused save rolls back,
 * and `me` is refetched either way so it shows what the server stored.
 */
export function useSaveSpacePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpacePreferences,
    onMutate: async (values) => {
      await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
      const previous = queryClient.getQueryData<Me>(ME_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData<Me>(ME_QUERY_KEY, {
          ...previous,
          settings: { ...previous.settings, ...values },
        });
      }
      return { previous };
    },
    onError: (_error, _values, context) => {
      if (context?.previous) queryClient.setQueryData(ME_QUERY_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
