import type {
  ReportDetail as ReportDetailSchema,
  ReportList as ReportListSchema,
  SendReportInput,
} from '@buchbar/contracts/reports';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ReportList = z.infer<typeof ReportListSchema>;
export type ReportListItem = ReportList['items'][number];
export type ReportDetail = z.infer<typeof ReportDetailSchema>;
export type SendReportBody = z.input<typeof SendReportInput>;

export const REPORT_PAGE_SIZE = 20;

export const reportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['reports', 'list', page],
    queryFn: ({ signal }) =>
      api.get<ReportList>('/api/v1/reports', { params: { page, pageSize: REPORT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
export const useReports = (page: number) => useQuery(reportsQueryOptions(page));

export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['reports', 'one', id],
    queryFn: ({ signal }) => api.get<ReportDetail>(`/api/v1/reports/${encodeURIComponent(id)}`, { signal }),
  });
export const useReport = (id: string) => useQuery(reportQueryOptions(id));

/** POST /reports/send-now: the server makes the report and queues its mails. */
export function useSendReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendReportBody) => api.post<ReportDetail>('/api/v1/reports/send-now', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}

/** The report's files are plain links: the browser downloads them with the session cookie. */
export function reportFileUrl(id: string, format: 'pdf' | 'xlsx', lang: string) {
  return `/api/v1/reports/${encodeURIComponent(id)}/logbook.${format}?lang=${lang.startsWith('en') ? 'en' : 'de'}`;
}
