import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StartTimeProposal } from './booking-types';

/** Spec 5 start times of a vehicle on a Berlin date (the server computes and later enforces them). */
export function getStartTimes(
  vehicleId: string,
  date: string,
  ignoreBookingId: string | undefined,
  signal?: AbortSignal,
): Promise<StartTimeProposal[]> {
  return api.get<StartTimeProposal[]>(`/api/v1/vehicles/${vehicleId}/start-times`, {
    params: { date, ignoreBookingId },
    signal,
  });
}

export const startTimesQueryOptions = (vehicleId: string, date: string, ignoreBookingId?: string) =>
  queryOptions({
    queryKey: ['vehicles', 'start-times', vehicleId, date, ignoreBookingId ?? null],
    queryFn: ({ signal }) => getStartTimes(vehicleId, date, ignoreBookingId, signal),
    staleTime: 30_000,
  });

export function useStartTimes(vehicleId: string | undefined, date: string | null, ignoreBookingId?: string) {
  return useQuery({
    ...startTimesQueryOptions(vehicleId ?? '', date ?? '', ignoreBookingId),
    enabled: Boolean(vehicleId && date),
  });
}
