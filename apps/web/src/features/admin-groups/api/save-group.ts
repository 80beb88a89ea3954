import type { Group, GroupInput } from '@buchbar/contracts/access';
import { GROUPS_QUERY_KEY, ROLES_QUERY_KEY } from '@/lib/admin-lookups';
import { crudResource, useDeleteMutation, useSaveMutation } from '@/lib/crud-resource';
import { ME_QUERY_KEY } from '@/lib/session';

export const groups = crudResource<Group, GroupInput>('/api/v1/groups');

/** Group changes can change the signed-in user's own permissions, so the session reloads too. */
const REFRESH = [GROUPS_QUERY_KEY, ROLES_QUERY_KEY, ME_QUERY_KEY] as const;

export const useSaveGroup = () => useSaveMutation(groups, REFRESH);
export const useDeleteGroup = () => useDeleteMutation(groups, REFRESH);
