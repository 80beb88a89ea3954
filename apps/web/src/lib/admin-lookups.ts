import type { Group, PermissionDefinition, Role } from '@buchbar/contracts/access';
import type { Department } from '@buchbar/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

/**
 * Read-only lists several admin features need (users pick roles/groups/departments, roles pick
 * permissions, groups pick roles). Shared here because features never import each other;
 * the features that change roles or groups invalidate these keys.
 */
export type PermissionDef = z.infer<typeof PermissionDefinition>;
export type DepartmentItem = z.infer<typeof Department>;
export type { Group, Role };

export const ROLES_QUERY_KEY = ['admin', 'roles'] as const;
export const GROUPS_QUERY_KEY = ['admin', 'groups'] as const;
export const PERMISSIONS_QUERY_KEY = ['admin', 'permissions'] as const;
export const DEPARTMENTS_QUERY_KEY = ['departments'] as const;

export const getRoles = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Role[]>('/api/v1/roles', { signal });
export const getGroups = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Group[]>('/api/v1/groups', { signal });
export const getPermissions = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<PermissionDef[]>('/api/v1/permissions', { signal });
export const getDepartments = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<DepartmentItem[]>('/api/v1/departments', { signal });

export const rolesQueryOptions = () => queryOptions({ queryKey: ROLES_QUERY_KEY, queryFn: getRoles });
export const groupsQueryOptions = () => queryOptions({ queryKey: GROUPS_QUERY_KEY, queryFn: getGroups });
// The catalogue's descriptions are translated by the server, so the key carries the language.
export const permissionsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...PERMISSIONS_QUERY_KEY, language],
    queryFn: getPermissions,
    staleTime: 30 * 60_000,
  });
export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: DEPARTMENTS_QUERY_KEY, queryFn: getDepartments, staleTime: 5 * 60_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
export const useGroups = () => useQuery(groupsQueryOptions());
export const usePermissions = (language: string) => useQuery(permissionsQueryOptions(language));
export const useDepartments = () => useQuery(departmentsQueryOptions());
