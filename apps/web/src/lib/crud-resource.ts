import {
  type InvalidateQueryFilters,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The create / replace / delete calls of a REST collection (`POST path`, `PUT path/:id`,
 * `DELETE path/:id`) and their mutation hooks, which refresh the given queries on success.
 * Admin pages of roles, groups, tenants, locations … share this instead of near-copies.
 */
export function crudResource<T, I>(path: string) {
  const item = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    create: (input: I) => api.post<T>(path, input),
    update: (id: string, input: I) => api.put<T>(item(id), input),
    remove: (id: string) => api.delete<void>(item(id)),
  };
}

type Resource<T, I> = ReturnType<typeof crudResource<T, I>>;

/** What a change makes stale: a query key, or filters (e.g. a predicate over every product's plans). */
export type Refresh = QueryKey | InvalidateQueryFilters;

function useInvalidate(refresh: readonly Refresh[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      refresh.map((entry) =>
        queryClient.invalidateQueries(
          Array.isArray(entry) ? { queryKey: entry } : (entry as InvalidateQueryFilters),
        ),
      ),
    );
}

/** Creates (no id) or replaces an item. */
export function useSaveMutation<T, I>(resource: Resource<T, I>, refresh: readonly Refresh[]) {
  const invalidate = useInvalidate(refresh);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: I }) =>
      id ? resource.update(id, input) : resource.create(input),
    onSuccess: invalidate,
  });
}

export function useDeleteMutation<T, I>(resource: Resource<T, I>, refresh: readonly Refresh[]) {
  const invalidate = useInvalidate(refresh);
  return useMutation({ mutationFn: (id: string) => resource.remove(id), onSuccess: invalidate });
}
