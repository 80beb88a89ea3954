import type { QueryClient } from '@tanstack/react-query';
import type { BookingScope, SpaceProduct } from './types';

/** Key layout: ['spaces', product, kind, …]; live updates and mutations invalidate by kind. */
export const spaceKeys = {
  floorPlans: (product: SpaceProduct) => ['spaces', product, 'floor-plans'] as const,
  seats: (product: SpaceProduct, floorPlanId: string) => ['spaces', product, 'seats', floorPlanId] as const,
  map: (product: SpaceProduct, floorPlanId: string, params?: Record<string, string>) =>
    params
      ? (['spaces', product, 'map', floorPlanId, params] as const)
      : (['spaces', product, 'map', floorPlanId] as const),
  bookableDays: (product: SpaceProduct, floorPlanId: string) =>
    ['spaces', product, 'bookable-days', floorPlanId] as const,
  bookings: (product: SpaceProduct, scope?: BookingScope) =>
    scope ? (['spaces', product, 'bookings', scope] as const) : (['spaces', product, 'bookings'] as const),
};

/**
 * After a change of one floor plan (own mutation or another user's via SSE): its maps of every
 * date/mode and all booking lists refetch. The product is not in the event, so any matches.
 */
export function invalidateFloorPlan(
  queryClient: QueryClient,
  floorPlanId: string | undefined,
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'spaces' &&
      ((queryKey[2] === 'map' && (floorPlanId === undefined || queryKey[3] === floorPlanId)) ||
        queryKey[2] === 'bookings'),
  });
}
