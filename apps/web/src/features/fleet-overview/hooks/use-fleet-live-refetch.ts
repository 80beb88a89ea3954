import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type LiveStatus, useLiveEvents } from '@/lib/use-live-events';
import { VEHICLE_OVERVIEW_KEY } from '../api/get-vehicle-overview';

/**
 * The overview follows the fleet live: database triggers announce every write to vehicles,
 * bookings and blocks as `fleet.changed` (migration 0011); each one, and a reconnect, refetches.
 */
export function useFleetLiveRefetch(): LiveStatus {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: VEHICLE_OVERVIEW_KEY }),
    [queryClient],
  );
  return useLiveEvents('fleet.changed', onEvent);
}
