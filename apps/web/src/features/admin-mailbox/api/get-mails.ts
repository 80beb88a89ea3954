import type { MailStatus } from '@buchbar/domain/mail-status';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { MailStatus };

/** One mail of the platform mailbox (`GET /api/v1/admin/mails`). */
export interface AdminMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  status: MailStatus;
  /** The last SMTP error, if any. */
  error: string | null;
  /** The notification catalogue's kind; null on old mails. */
  kind: string | null;
  attempts: number;
  nextAttemptAt: string;
}

export interface AdminMailPage {
  items: AdminMail[];
  total: number;
}

export const MAILS_PAGE_SIZE = 20;

interface GetMailsParams {
  page: number;
  pageSize?: number;
  status?: MailStatus;
  signal?: AbortSignal;
}

export function getMails({
  page,
  pageSize = MAILS_PAGE_SIZE,
  status,
  signal,
}: GetMailsParams): Promise<AdminMailPage> {
  return api.get<AdminMailPage>('/api/v1/admin/mails', {
    params: { page, pageSize, ...(status ? { status } : {}) },
    signal,
  });
}

export const mailsQueryOptions = (page: number, status?: MailStatus, pageSize = MAILS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['admin', 'mails', { page, pageSize, status }],
    queryFn: ({ signal }) => getMails({ page, pageSize, status, signal }),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

/** Failures (403 for non-admins, …) reach the route's error page. */
export function useMails(page: number, status?: MailStatus) {
  return useQuery({ ...mailsQueryOptions(page, status), throwOnError: true });
}

/** `POST /api/v1/admin/mails/{id}/retry`: a failed mail goes back to the queue. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminMail>(`/api/v1/admin/mails/${id}/retry`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'mails'] }),
  });
}
