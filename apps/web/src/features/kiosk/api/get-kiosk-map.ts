import type { FloorPlanMap } from '@buchbar/contracts/spaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type KioskMap = z.infer<typeof FloorPlanMap>;
export type KioskSeat = KioskMap['seats'][number];
export type KioskSeatState = KioskSeat['state'];

/** Safety net besides the live events: a missed event is caught up within 5 minutes. */
export const KIOSK_REFETCH_MS = 5 * 60_000;

export const kioskMapQueryKey = (token: string, date?: string) =>
  date ? (['kiosk', 'map', token, date] as const) : (['kiosk', 'map', token] as const);

/** `GET /api/v1/kiosk/map`: the device's plan for a day, authorised by the kiosk token only. */
export function getKioskMap(token: string, date: string, signal?: AbortSignal): Promise<KioskMap> {
  return api.get<KioskMap>('/api/v1/kiosk/map', { params: { token, date }, signal });
}

export const kioskMapQueryOptions = (token: string, date: string) =>
  queryOptions({
    queryKey: kioskMapQueryKey(token, date),
    queryFn: ({ signal }) => getKioskMap(token, date, signal),
    refetchInterval: KIOSK_REFETCH_MS,
    refetchIntervalInBackground: true,
    // An unknown or revoked token (401) is an answer, not a failure to retry.
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 401 || error.status === 404)) && count < 3,
  });

export function useKioskMap(token: string, date: string) {
  return useQuery({ ...kioskMapQueryOptions(token, date), enabled: token !== '' });
}
