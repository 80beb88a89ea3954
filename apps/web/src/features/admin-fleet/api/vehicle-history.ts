import type { VehicleHistoryEntry } from '@buchbar/contracts/fleet';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type HistoryEntry = z.infer<typeof VehicleHistoryEntry>;
export type HistoryType = HistoryEntry['type'];
/** Filter of the history screen: types (none = all) and Berlin days 'YYYY-MM-DD' (empty = open). */
export type HistoryFilter = { types: HistoryType[]; from: string; to: string };

const PAGE = 20;

/** One page of GET /vehicles/{id}/history and the cursor of the next (X-Next-Cursor), if any. */
export async function getHistoryPage(
  vehicleId: string,
  filter: HistoryFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  let nextCursor: string | null = null;
  const entries = await api.get<HistoryEntry[]>(`/api/v1/vehicles/${encodeURIComponent(vehicleId)}/history`, {
    params: {
      type: filter.types.length > 0 ? filter.types.join(',') : undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      limit: PAGE,
      cursor: cursor ?? undefined,
    },
    signal,
    onHeaders: (h) => {
      nextCursor = h.get('X-Next-Cursor');
    },
  });
  return { entries, nextCursor };
}

export const historyQueryOptions = (vehicleId: string, filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['vehicles', 'admin', vehicleId, 'history', filter],
    queryFn: ({ signal, pageParam }) => getHistoryPage(vehicleId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the filter is not sendable (a "to" before "from" shown at the field). */
export const useHistoryPages = (vehicleId: string, filter: HistoryFilter, enabled = true) =>
  useInfiniteQuery({ ...historyQueryOptions(vehicleId, filter), enabled });
