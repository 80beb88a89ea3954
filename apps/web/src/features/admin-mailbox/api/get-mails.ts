import type { MailStatus as DomainMailStatus } from '@buchbar/domain/mail-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the mailbox shows: a mail leaves 'queued' within its transaction's job. */
export type MailStatus = Exclude<DomainMailStatus, 'queued'>;

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
}

export interface AdminMailPage {
  items: AdminMail[];
  total: number;
}

export const MAILS_PAGE_SIZE = 20;

interface GetMailsParams {
  page: number;
  pageSize?: number;
  signal?: AbortSignal;
}

export function getMails({
  page,
  pageSize = MAILS_PAGE_SIZE,
  signal,
}: GetMailsParams): Promise<AdminMailPage> {
  return api.get<AdminMailPage>('/api/v1/admin/mails', { params: { page, pageSize }, signal });
}

export const mailsQueryOptions = (page: number, pageSize = MAILS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['admin', 'mails', { page, pageSize }],
    queryFn: ({ signal }) => getMails({ page, pageSize, signal }),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

/** Failures (403 for non-admins, …) reach the route's error page. */
export function useMails(page: number) {
  return useQuery({ ...mailsQueryOptions(page), throwOnError: true });
}
