import type { TenantLogo as TenantLogoSchema } from '@buchbar/contracts/files';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

export type TenantLogo = z.infer<typeof TenantLogoSchema>;

const logoKey = (tenantId: string) => ['admin', 'tenant-logo', tenantId] as const;
const logoUrl = (tenantId: string) => `/api/v1/tenants/${encodeURIComponent(tenantId)}/logo`;

/** The tenant's mail logo (ADR 0013, amendment 2026-11-24), or `{ logo: null }`. */
export function getTenantLogo(tenantId: string, signal?: AbortSignal): Promise<TenantLogo> {
  return api.get<TenantLogo>(logoUrl(tenantId), { signal });
}

export const tenantLogoQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: logoKey(tenantId), queryFn: ({ signal }) => getTenantLogo(tenantId, signal) });

export function useTenantLogo(tenantId: string) {
  return useQuery(tenantLogoQueryOptions(tenantId));
}

/** PNG or JPEG in the multipart field "file"; the server decides the type by content (413/415). */
export function useUploadTenantLogo(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<TenantLogo>(logoUrl(tenantId), file),
    onSuccess: (saved) => queryClient.setQueryData(logoKey(tenantId), saved),
  });
}

export function useRemoveTenantLogo(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TenantLogo>(logoUrl(tenantId)),
    onSuccess: (saved) => queryClient.setQueryData(logoKey(tenantId), saved),
  });
}
