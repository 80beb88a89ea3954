import type { OwnProfile } from '@buchbar/contracts/identity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export type { OwnProfile };
export const OWN_PROFILE_KEY = ['me', 'profile'] as const;

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => api.get<OwnProfile>('/api/v1/me/profile', { signal }),
  });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

/** The new name shows everywhere at once (header, menus: the session's `me`). */
export function useRenameSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: { firstName: string; lastName: string }) =>
      api.patch<OwnProfile>('/api/v1/me/profile', name),
    onSuccess: (profile) => {
      queryClient.setQueryData(OWN_PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
    },
  });
}

/** Starts the change: the address moves only when the link mailed to it is opened. */
export function useChangeOwnEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; currentPassword: string }) =>
      api.post<OwnProfile>('/api/v1/me/email', input),
    onSuccess: (profile) => queryClient.setQueryData(OWN_PROFILE_KEY, profile),
  });
}
