import type {
  ObjectAttribute,
  TripFile as TripFileSchema,
  Trip as TripSchema,
} from '@buchbar/contracts/fleet';
import type { TripEntryInput } from '@buchbar/domain/fleet/trip-readings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

export type Trip = z.infer<typeof TripSchema>;
export type TripFile = z.infer<typeof TripFileSchema>;
export type TripStep = 'checkIn' | 'checkOut';
export type TripFileKind = 'photo' | 'receipt';

const path = (id: string, rest: string) => `/api/v1/vehicle-bookings/${encodeURIComponent(id)}/${rest}`;

/** The trip of a booking (actual times, entries, the vehicle's last mileage). */
export const tripQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['vehicle-bookings', 'trip', bookingId],
    queryFn: ({ signal }) => api.get<Trip>(path(bookingId, 'trip'), { signal }),
  });

export function useTrip(bookingId: string | null) {
  return useQuery({ ...tripQueryOptions(bookingId ?? ''), enabled: bookingId !== null });
}

/** The FAHRZEUG_VERLAUF attribute definitions asked for at check-in and check-out. */
export function useTripAttributes(enabled: boolean) {
  return useQuery({
    queryKey: ['object-attributes', 'FAHRZEUG_VERLAUF'],
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ObjectAttribute>[]>('/api/v1/object-attributes', {
        params: { object: 'FAHRZEUG_VERLAUF' },
        signal,
      }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Check-in or check-out; afterwards every booking list and the vehicles (availability) refetch. */
export function useTripStep(bookingId: string, step: TripStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripEntryInput) =>
      api.post<Trip>(path(bookingId, step === 'checkIn' ? 'check-in' : 'check-out'), body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicle-bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
      ]),
  });
}

/**
 * `POST …/files?kind=photo|receipt` (multipart field "file"). XMLHttpRequest instead of fetch for
 * the upload progress (a phone photo on a car park's mobile network takes a while); the server
 * decides the type by content (photos png/jpg, receipts also pdf) and answers 413/415/422 with a
 * translated message.
 */
export function uploadTripFile(
  bookingId: string,
  kind: TripFileKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TripFile> {
  return uploadFile<TripFile>(`${path(bookingId, 'files')}?kind=${kind}`, file, onProgress);
}
