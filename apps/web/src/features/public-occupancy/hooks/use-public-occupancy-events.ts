import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reconnectDelay } from '@/lib/reconnect-backoff';
import { publicOccupancyKey } from '../api/get-public-occupancy';
import { refreshJitter } from '../utils/public-links';

/**
 * Live updates of /public (ADR 0016): the stream says only "occupancy.changed"; the page then
 * reloads the answer after a short random delay, so a thousand open pages do not ask at the
 * same instant. A dropped or refused stream (429 beyond the open streams an address may hold)
 * reconnects after 1, 2, 5, 10 s; the minute's refetch keeps the page current meanwhile.
 */
export function usePublicOccupancyEvents(tenantKey: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tenantKey || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const refetch = () => {
      clearTimeout(refresh);
      refresh = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: publicOccupancyKey(tenantKey) }),
        refreshJitter(Math.random()),
      );
    };
    const connect = () => {
      source = new EventSource(`/api/v1/public/occupancy/${encodeURIComponent(tenantKey)}/events`);
      source.addEventListener('occupancy.changed', refetch);
      source.onopen = () => {
        if (attempt > 0) refetch();
        attempt = 0;
      };
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        reconnect = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      clearTimeout(refresh);
      source?.close();
    };
  }, [tenantKey, queryClient]);
}
