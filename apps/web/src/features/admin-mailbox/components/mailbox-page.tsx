import { MAIL_STATUSES, type MailStatus } from '@buchbar/domain/mail-status';
import { Center, Group, Loader, Select, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledPagination } from '@/components/labelled-pagination';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { type AdminMail, MAILS_PAGE_SIZE, useMails, useRetryMail } from '../api/get-mails';
import { usePageParam } from '../hooks/use-page-param';
import { useStatusParam } from '../hooks/use-status-param';
import { MailDetailModal } from './mail-detail-modal';
import { MailTable } from './mail-table';

const ALL = 'all';

/**
 * Platform mailbox: every mail Buchbar produced, newest first (order decided by the server);
 * filterable by status, and a failed mail (SMTP gave up after its attempts) can be sent again.
 */
export function MailboxPage() {
  const { t } = useTranslation(['mailbox', 'common']);
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useStatusParam();
  const { data, isPending, isFetching } = useMails(page, status);
  const retry = useRetryMail();
  const onRetry = (mail: AdminMail) =>
    retry.mutate(mail.id, {
      onSuccess: () => notifySuccess(t('retried'), t('retriedText', { to: mail.to })),
      onError: (error) => notifyFailure(t('retryFailed'), error),
    });
  const [openMail, setOpenMail] = useState<AdminMail>();
  const pages = data ? Math.max(1, Math.ceil(data.total / MAILS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('heading')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Select
        label={t('filter.label')}
        maw={260}
        value={status ?? ALL}
        allowDeselect={false}
        onChange={(value) => setStatus(value && value !== ALL ? (value as MailStatus) : undefined)}
        data={[
          { value: ALL, label: t('filter.all') },
          ...MAIL_STATUSES.map((s) => ({ value: s, label: t(`filter.${s}`) })),
        ]}
      />
      <div aria-live="polite" aria-busy={isFetching}>
        {isPending && (
          <Center py="xl">
            <Loader aria-hidden="true" />
            <VisuallyHidden>{t('common:loading.data')}</VisuallyHidden>
          </Center>
        )}
        {data && <Text size="sm">{t('total', { count: data.total })}</Text>}
      </div>
      {data && data.items.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {data && data.items.length > 0 && (
        <MailTable
          mails={data.items}
          onOpen={setOpenMail}
          onRetry={onRetry}
          retrying={retry.isPending ? retry.variables : undefined}
        />
      )}
      {pages > 1 && (
        <Group component="nav" aria-label={t('pagination')} justify="center">
          <LabelledPagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      <MailDetailModal mail={openMail} onClose={() => setOpenMail(undefined)} />
    </Stack>
  );
}
