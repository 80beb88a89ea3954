import type { AuditEntry as AuditEntrySchema, AuditPage as AuditPageSchema } from '@buchbar/contracts/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const AUDIT_PAGE_SIZE = 50;

interface AuditParams {
  category?: string;
  page: number;
}

export function getAudit({ category, page }: AuditParams, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>('/api/v1/audit', {
    params: { category: category || undefined, page, pageSize: AUDIT_PAGE_SIZE },
    signal,
  });
}

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: ['admin', 'audit', params],
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(params: AuditParams) {
  return useQuery({ ...auditQueryOptions(params), throwOnError: true });
}
