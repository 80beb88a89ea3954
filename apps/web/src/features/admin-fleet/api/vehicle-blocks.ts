import type { ServiceBookletEntry, ServicePeriodInput, VehicleBlockResult } from '@buchbar/contracts/fleet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type BookletEntry = z.infer<typeof ServiceBookletEntry>;
export type BlockResult = z.infer<typeof VehicleBlockResult>;
export type ServicePeriodBody = z.input<typeof ServicePeriodInput>;

const bookletKey = (vehicleId: string) => ['vehicles', 'admin', vehicleId, 'service-booklet'] as const;
const path = (vehicleId: string, rest: string) => `/api/v1/vehicles/${encodeURIComponent(vehicleId)}/${rest}`;

export const bookletQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: bookletKey(vehicleId),
    queryFn: ({ signal }) => api.get<BookletEntry[]>(path(vehicleId, 'service-booklet'), { signal }),
  });

export const useServiceBooklet = (vehicleId: string) => useQuery(bookletQueryOptions(vehicleId));

/** After a block or booklet entry: the booklet, the history and bookings the block cancelled. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['vehicles'] }),
      client.invalidateQueries({ queryKey: ['vehicle-bookings'] }),
    ]);
}

/** POST /vehicles/{id}/blocks: WARTUNG, SERVICE or DEFEKT over a period; cancels what it covers. */
export function useBlockVehicle(vehicleId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ServicePeriodBody) => api.post<BlockResult>(path(vehicleId, 'blocks'), body),
    onSuccess: invalidate,
  });
}

/** POST /vehicles/{id}/service-booklet: a manual entry (it may lie in the past, blocks nothing). */
export function useAddBookletEntry(vehicleId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ServicePeriodBody) => api.post<BookletEntry>(path(vehicleId, 'service-booklet'), body),
    onSuccess: invalidate,
  });
}
