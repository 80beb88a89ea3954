import type {
  LogbookAmendInput,
  LogbookEntry as LogbookEntrySchema,
  Logbook as LogbookSchema,
  LogbookVehicle as LogbookVehicleSchema,
  LogbookVerification as LogbookVerificationSchema,
} from '@buchbar/contracts/logbook';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type LogbookEntry = z.infer<typeof LogbookEntrySchema>;
export type Logbook = z.infer<typeof LogbookSchema>;
export type LogbookVehicle = z.infer<typeof LogbookVehicleSchema>;
export type LogbookVerification = z.infer<typeof LogbookVerificationSchema>;
export type LogbookAmendBody = z.input<typeof LogbookAmendInput>;
/** Berlin days 'YYYY-MM-DD' of the trip's end; empty = open on that side. */
export type LogbookPeriod = { from: string; to: string };

const vehiclePath = (id: string, rest: string) => `/api/v1/vehicles/${encodeURIComponent(id)}/${rest}`;
const periodParams = (p: LogbookPeriod) => ({ from: p.from || undefined, to: p.to || undefined });

export const logbookVehiclesQueryOptions = () =>
  queryOptions({
    queryKey: ['logbook', 'vehicles'],
    queryFn: ({ signal }) => api.get<LogbookVehicle[]>('/api/v1/logbook/vehicles', { signal }),
  });
export const useLogbookVehicles = (enabled: boolean) =>
  useQuery({ ...logbookVehiclesQueryOptions(), enabled });

export const vehicleLogbookQueryOptions = (vehicleId: string, period: LogbookPeriod) =>
  queryOptions({
    queryKey: ['logbook', 'vehicle', vehicleId, period],
    queryFn: ({ signal }) =>
      api.get<Logbook>(vehiclePath(vehicleId, 'logbook'), { params: periodParams(period), signal }),
    placeholderData: keepPreviousData,
  });
export const useVehicleLogbook = (vehicleId: string, period: LogbookPeriod, enabled: boolean) =>
  useQuery({ ...vehicleLogbookQueryOptions(vehicleId, period), enabled: enabled && vehicleId !== '' });

export const verificationQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: ['logbook', 'vehicle', vehicleId, 'verify'],
    queryFn: ({ signal }) =>
      api.get<LogbookVerification>(vehiclePath(vehicleId, 'logbook/verify'), { signal }),
  });
export const useLogbookVerification = (vehicleId: string) =>
  useQuery({ ...verificationQueryOptions(vehicleId), enabled: vehicleId !== '' });

export const myLogbookQueryOptions = (period: LogbookPeriod) =>
  queryOptions({
    queryKey: ['logbook', 'mine', period],
    queryFn: ({ signal }) =>
      api.get<{ entries: LogbookEntry[] }>('/api/v1/logbook/mine', { params: periodParams(period), signal }),
    placeholderData: keepPreviousData,
  });
export const useMyLogbook = (period: LogbookPeriod) => useQuery(myLogbookQueryOptions(period));

/** POST /logbook-entries/{id}/versions: the server decides completion or correction. */
export function useAmendLogbookEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: LogbookAmendBody }) =>
      api.post<LogbookEntry>(`/api/v1/logbook-entries/${encodeURIComponent(entryId)}/versions`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['logbook'] }),
  });
}

/** The exports are plain links: the browser downloads them with the session cookie. */
export function logbookExportUrl(
  vehicleId: string,
  period: LogbookPeriod,
  format: 'xlsx' | 'pdf',
  lang: string,
) {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  params.set('lang', lang.startsWith('en') ? 'en' : 'de');
  return `${vehiclePath(vehicleId, `logbook.${format}`)}?${params.toString()}`;
}
