import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export const FAVOURITES_SETTING = 'vehicles.favouriteVehicles';

/**
 * Stores the favourite vehicles in the user's personal settings (`PUT /api/v1/settings/me`,
 * option vehicles.favouriteVehicles); the server accepts only vehicles of the own tenant.
 * The effective value comes with the session (`me.settings`), which refetches afterwards.
 */
export function saveFavouriteVehicles(ids: readonly string[]) {
  return api.put<{ values: Record<string, unknown> }>('/api/v1/settings/me', {
    values: { [FAVOURITES_SETTING]: ids },
  });
}

export function useSaveFavouriteVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFavouriteVehicles,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['settings', 'me'] }),
      ]),
  });
}
