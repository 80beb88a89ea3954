import type { Tenant } from '@buchbar/contracts/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TENANTS_QUERY_KEY = ['admin', 'tenants'] as const;

export function getTenants({ signal }: { signal?: AbortSignal } = {}): Promise<Tenant[]> {
  return api.get<Tenant[]>('/api/v1/tenants', { signal });
}

export const tenantsQueryOptions = () => queryOptions({ queryKey: TENANTS_QUERY_KEY, queryFn: getTenants });

/** Platform administrators only; a 403 reaches the route's error page. */
export function useTenants() {
  return useQuery({ ...tenantsQueryOptions(), throwOnError: true });
}
