import type {
  ObjectAttribute,
  TripFile as TripFileSchema,
  Trip as TripSchema,
} from '@buchbar/contracts/fleet';
import type { TripEntryInput } from '@buchbar/domain/fleet/trip-readings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { i18n } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS, toApiError } from '@/lib/api-error';

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

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${path(bookingId, 'files')}?kind=${kind}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'de');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as TripFile);
      else reject(toApiError(request.status, body, i18n.t('errors:unexpected')));
    };
    request.onerror = () =>
      reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', i18n.t('errors:network')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
