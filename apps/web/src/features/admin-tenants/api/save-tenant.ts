import type { Tenant, TenantCreate } from '@buchbar/contracts/tenants';
import { crudResource, useDeleteMutation, useSaveMutation } from '@/lib/crud-resource';
import { TENANTS_QUERY_KEY } from './get-tenants';

/** Saving replaces the domain list: the server adds new domains and removes missing ones. */
export const tenants = crudResource<Tenant, TenantCreate>('/api/v1/tenants');

export const useSaveTenant = () => useSaveMutation(tenants, [TENANTS_QUERY_KEY]);
export const useDeleteTenant = () => useDeleteMutation(tenants, [TENANTS_QUERY_KEY]);
