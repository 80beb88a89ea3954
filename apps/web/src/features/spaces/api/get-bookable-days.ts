import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { spaceKeys } from './space-query-keys';
import type { BookableDays, SpaceProduct } from './types';

/**
 * The plan's bookable days of the user's advance window (spec 4), computed by the server with the
 * rule the booking check applies: the date picker disables every other day.
 */
export function useBookableDays(product: SpaceProduct, floorPlanId: string | undefined) {
  return useQuery({
    queryKey: spaceKeys.bookableDays(product, floorPlanId ?? ''),
    queryFn: ({ signal }) =>
      api.get<BookableDays>(`/api/v1/spaces/${product}/floor-plans/${floorPlanId}/bookable-days`, { signal }),
    enabled: Boolean(floorPlanId),
    // Opening hours and settings change rarely; a new day is picked up within minutes.
    staleTime: 5 * 60_000,
  });
}
