import type { Tenant, TenantInput } from '@buchbar/contracts/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TENANTS_QUERY_KEY } from './get-tenants';

export function createTenant(input: TenantInput): Promise<Tenant> {
  return api.post<Tenant>('/api/v1/tenants', input);
}

/** Saving replaces the domain list: the server adds new domains and removes missing ones. */
export function updateTenant(id: string, input: TenantInput): Promise<Tenant> {
  return api.put<Tenant>(`/api/v1/tenants/${encodeURIComponent(id)}`, input);
}

export function deleteTenant(id: string): Promise<void> {
  return api.delete<void>(`/api/v1/tenants/${encodeURIComponent(id)}`);
}

export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TenantInput }) =>
      id ? updateTenant(id, input) : createTenant(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENANTS_QUERY_KEY }),
  });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTenant(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENANTS_QUERY_KEY }),
  });
}
