import type { UserLicence } from '@buchbar/contracts/licences';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type OwnLicence = z.infer<typeof UserLicence>;

export const getOwnLicence = (userId: string, signal?: AbortSignal) =>
  api.get<OwnLicence>(`/api/v1/users/${encodeURIComponent(userId)}/licence`, { signal });

/** The signed-in user's own licence (issue 12 point 8); the key shares the 'licences' prefix. */
export function useOwnLicence(userId: string | undefined) {
  return useQuery({
    queryKey: ['licences', 'user', userId],
    queryFn: ({ signal }) => getOwnLicence(userId ?? '', signal),
    enabled: userId !== undefined,
  });
}
