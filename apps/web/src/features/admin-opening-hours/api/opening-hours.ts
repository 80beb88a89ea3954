import type { OpeningExceptionInput, OpeningSchedule } from '@buchbar/contracts/spaces-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { SpaceProduct } from '@/lib/space-lookups';
import type { WeeklyRow } from '../utils/weekly-hours';

export type Schedule = z.infer<typeof OpeningSchedule>;
export type OpeningException = Schedule['exceptions'][number];
export type ExceptionBody = z.infer<typeof OpeningExceptionInput>;

const path = (product: SpaceProduct, floorPlanId: string) =>
  `/api/v1/spaces/${product}/floor-plans/${floorPlanId}/opening-hours`;

export const scheduleQueryKey = (product: SpaceProduct, floorPlanId: string) =>
  ['spaces', product, 'opening-hours', floorPlanId] as const;

export const getSchedule = (product: SpaceProduct, floorPlanId: string, signal?: AbortSignal) =>
  api.get<Schedule>(path(product, floorPlanId), { signal });

export const scheduleQueryOptions = (product: SpaceProduct, floorPlanId: string) =>
  queryOptions({
    queryKey: scheduleQueryKey(product, floorPlanId),
    queryFn: ({ signal }) => getSchedule(product, floorPlanId, signal),
  });

export function useSchedule(product: SpaceProduct, floorPlanId: string) {
  return useQuery(scheduleQueryOptions(product, floorPlanId));
}

/** The answer is the whole schedule: it replaces the cache; maps and bookable days refetch. */
function useScheduleMutation<T>(
  product: SpaceProduct,
  floorPlanId: string,
  run: (input: T) => Promise<Schedule | undefined>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (schedule) => {
      if (schedule) queryClient.setQueryData(scheduleQueryKey(product, floorPlanId), schedule);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'spaces' && queryKey[1] === product && queryKey[3] === floorPlanId,
      });
    },
  });
}

export const useSaveWeeklyHours = (product: SpaceProduct, floorPlanId: string) =>
  useScheduleMutation(product, floorPlanId, (weekly: WeeklyRow[]) =>
    api.put<Schedule>(path(product, floorPlanId), { weekly }),
  );

export const useAddException = (product: SpaceProduct, floorPlanId: string) =>
  useScheduleMutation(product, floorPlanId, (body: ExceptionBody) =>
    api.post<Schedule>(`${path(product, floorPlanId)}/exceptions`, body),
  );

export const useDeleteException = (product: SpaceProduct, floorPlanId: string) =>
  useScheduleMutation(product, floorPlanId, (exceptionId: string) =>
    api.delete<Schedule | undefined>(`${path(product, floorPlanId)}/exceptions/${exceptionId}`),
  );
