import type { Role, RoleInput } from '@buchbar/contracts/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUPS_QUERY_KEY, ROLES_QUERY_KEY } from '@/lib/admin-lookups';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export function createRole(input: RoleInput): Promise<Role> {
  return api.post<Role>('/api/v1/roles', input);
}

export function updateRole(id: string, input: RoleInput): Promise<Role> {
  return api.put<Role>(`/api/v1/roles/${encodeURIComponent(id)}`, input);
}

export function deleteRole(id: string): Promise<void> {
  return api.delete<void>(`/api/v1/roles/${encodeURIComponent(id)}`);
}

/** Role changes can change the signed-in user's own permissions, so the session reloads too. */
function useInvalidateAccess() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: GROUPS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    ]);
}

/** Creates (no id) or replaces a role. */
export function useSaveRole() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RoleInput }) =>
      id ? updateRole(id, input) : createRole(input),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateAccess();
  return useMutation({ mutationFn: (id: string) => deleteRole(id), onSuccess: invalidate });
}
