import type { Group, GroupInput } from '@buchbar/contracts/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUPS_QUERY_KEY, ROLES_QUERY_KEY } from '@/lib/admin-lookups';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export function createGroup(input: GroupInput): Promise<Group> {
  return api.post<Group>('/api/v1/groups', input);
}

export function updateGroup(id: string, input: GroupInput): Promise<Group> {
  return api.put<Group>(`/api/v1/groups/${encodeURIComponent(id)}`, input);
}

export function deleteGroup(id: string): Promise<void> {
  return api.delete<void>(`/api/v1/groups/${encodeURIComponent(id)}`);
}

/** Group changes can change the signed-in user's own permissions, so the session reloads too. */
function useInvalidateAccess() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: GROUPS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    ]);
}

/** Creates (no id) or replaces a group. */
export function useSaveGroup() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GroupInput }) =>
      id ? updateGroup(id, input) : createGroup(input),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidateAccess();
  return useMutation({ mutationFn: (id: string) => deleteGroup(id), onSuccess: invalidate });
}
