import type { UserDetail, UserSummary } from '@buchbar/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { UserDetail, UserSummary };
export type UserStatus = UserSummary['status'];

export interface UserPage {
  items: UserSummary[];
  total: number;
}

export const USERS_PAGE_SIZE = 20;
export const USERS_QUERY_KEY = ['admin', 'users'] as const;

export interface UserListParams {
  search: string;
  status: UserStatus;
  page: number;
}

export function getUsers({ search, status, page }: UserListParams, signal?: AbortSignal): Promise<UserPage> {
  return api.get<UserPage>('/api/v1/users', {
    params: { search: search.trim() || undefined, status, page, pageSize: USERS_PAGE_SIZE },
    signal,
  });
}

export function getUser(id: string, signal?: AbortSignal): Promise<UserDetail> {
  return api.get<UserDetail>(`/api/v1/users/${encodeURIComponent(id)}`, { signal });
}

/** Ordered by e-mail on the server; the previous page stays visible while the next loads. */
export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQueryOptions(params), throwOnError: true });
}

export function useUser(id: string | undefined) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== undefined });
}
