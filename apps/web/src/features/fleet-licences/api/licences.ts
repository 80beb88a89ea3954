import type {
  LicenceDueCount,
  LicenceInput,
  LicenceList,
  LicenceStatus,
  UserLicence,
} from '@buchbar/contracts/licences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { isExaminer } from '@/lib/fleet-licences';
import type { Me } from '@/lib/session';

export type LicenceListAnswer = z.infer<typeof LicenceList>;
export type LicenceListEntry = LicenceListAnswer['items'][number];
export type LicenceStatusValue = z.infer<typeof LicenceStatus>;
export type UserLicenceAnswer = z.infer<typeof UserLicence>;
export type LicenceForm = z.input<typeof LicenceInput>;

/** Every licence key starts with 'licences', so a write refreshes the list, the badge and the dialog. */
export const LICENCE_COUNT_REFRESH_MS = 60_000;

export const getLicences = (status: LicenceStatusValue | undefined, q: string, signal?: AbortSignal) =>
  api.get<LicenceListAnswer>('/api/v1/licences', {
    params: { ...(status ? { status } : {}), ...(q ? { q } : {}) },
    signal,
  });

export function useLicences(status: LicenceStatusValue | undefined, q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['licences', 'list', status ?? 'all', q],
      queryFn: ({ signal }) => getLicences(status, q, signal),
      placeholderData: (previous) => previous,
    }),
  );
}

export const getLicenceDueCount = (signal?: AbortSignal) =>
  api.get<z.infer<typeof LicenceDueCount>>('/api/v1/licences/due-count', { signal });

/** The menu badge's number; only asked for examiners (everyone else gets a 403). */
export function useLicenceDueCount(me: Me | undefined) {
  return useQuery({
    queryKey: ['licences', 'due-count'],
    queryFn: ({ signal }) => getLicenceDueCount(signal),
    refetchInterval: LICENCE_COUNT_REFRESH_MS,
    select: (answer) => answer.count,
    enabled: isExaminer(me),
  });
}

export const getUserLicence = (userId: string, signal?: AbortSignal) =>
  api.get<UserLicenceAnswer>(`/api/v1/users/${encodeURIComponent(userId)}/licence`, { signal });

export function useUserLicence(userId: string | undefined) {
  return useQuery({
    queryKey: ['licences', 'user', userId],
    queryFn: ({ signal }) => getUserLicence(userId ?? '', signal),
    enabled: userId !== undefined,
  });
}

function useLicenceWrite<T>(fn: (v: T) => Promise<UserLicenceAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['licences'] }),
  });
}

export function useSaveLicence() {
  return useLicenceWrite(({ userId, form }: { userId: string; form: LicenceForm }) =>
    api.put<UserLicenceAnswer>(`/api/v1/users/${encodeURIComponent(userId)}/licence`, form),
  );
}

export function useRecordCheck() {
  return useLicenceWrite(({ userId }: { userId: string; name: string }) =>
    api.post<UserLicenceAnswer>(`/api/v1/users/${encodeURIComponent(userId)}/licence/checks`, {}),
  );
}
