import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reconnectDelay } from '@/lib/reconnect-backoff';
import { kioskMapQueryKey } from '../api/get-kiosk-map';

/**
 * Live updates for the device (`/api/v1/kiosk/events?token=`, no session): every
 * `space-booking.changed` or `floor-plan.changed` of its plan refetches the map. A dropped stream reconnects after
 * 1, 2, 5, 10 s (spec 9) and refetches once, for events missed meanwhile.
 */
export function useKioskEvents(token: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: kioskMapQueryKey(token) });
    const connect = () => {
      source = new EventSource(`/api/v1/kiosk/events?token=${encodeURIComponent(token)}`);
      source.addEventListener('space-booking.changed', refetch);
      source.addEventListener('floor-plan.changed', refetch);
      source.onopen = () => {
        if (attempt > 0) refetch();
        attempt = 0;
      };
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token, queryClient]);
}
