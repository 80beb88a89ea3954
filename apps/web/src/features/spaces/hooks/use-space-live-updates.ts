import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type LiveStatus, useLiveEvents } from '@/lib/use-live-events';
import { invalidateFloorPlan } from '../api/space-query-keys';

function floorPlanIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('floorPlanId' in data)) return undefined;
  return typeof data.floorPlanId === 'string' ? data.floorPlanId : undefined;
}

/**
 * Another user's booking reaches an open map within 2 s (issue 4): each `space-booking.changed`
 * refetches that floor plan's maps and the booking lists, and so does `floor-plan.changed` (an
 * admin moved a seat or changed opening hours; sent by database triggers). An event without
 * data (reconnect) refetches every plan.
 */
const EVENTS = ['space-booking.changed', 'floor-plan.changed'] as const;

export function useSpaceLiveUpdates(): LiveStatus {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (data: unknown) => void invalidateFloorPlan(queryClient, floorPlanIdOf(data)),
    [queryClient],
  );
  return useLiveEvents(EVENTS, onEvent);
}
