import type { Role, RoleInput } from '@buchbar/contracts/access';
import { GROUPS_QUERY_KEY, ROLES_QUERY_KEY } from '@/lib/admin-lookups';
import { crudResource, useDeleteMutation, useSaveMutation } from '@/lib/crud-resource';
import { ME_QUERY_KEY } from '@/lib/session';

export const roles = crudResource<Role, RoleInput>('/api/v1/roles');

/** Role changes can change the signed-in user's own permissions, so the session reloads too. */
const REFRESH = [ROLES_QUERY_KEY, GROUPS_QUERY_KEY, ME_QUERY_KEY] as const;

export const useSaveRole = () => useSaveMutation(roles, REFRESH);
export const useDeleteRole = () => useDeleteMutation(roles, REFRESH);
