import type { UserCreate, UserDetail, UserUpdate } from '@buchbar/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { USERS_QUERY_KEY } from './get-users';

/** Only the changed fields; sets (roles, groups, permissions) replace the stored ones. */
export function updateUser(id: string, update: UserUpdate): Promise<UserDetail> {
  return api.patch<UserDetail>(`/api/v1/users/${encodeURIComponent(id)}`, update);
}

/** Invites a user by mail (refused with 422 when internal user management is off). */
export function createUser(input: UserCreate): Promise<UserDetail> {
  return api.post<UserDetail>('/api/v1/users', input);
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
      // An admin editing their own account changes their session (name, permissions).
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    ]);
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: UserUpdate }) => updateUser(id, update),
    onSuccess: invalidate,
  });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: (input: UserCreate) => createUser(input), onSuccess: invalidate });
}

/** A new invitation link for a user without a password yet (7 days; the older link stops working). */
export function resendInvitation(id: string): Promise<void> {
  return api.post<void>(`/api/v1/users/${encodeURIComponent(id)}/invitation`, {});
}

export function useResendInvitation() {
  return useMutation({ mutationFn: (id: string) => resendInvitation(id) });
}
