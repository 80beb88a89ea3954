import { Center, Group, Loader, Pagination, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminMail, MAILS_PAGE_SIZE, useMails } from '../api/get-mails';
import { usePageParam } from '../hooks/use-page-param';
import { MailDetailModal } from './mail-detail-modal';
import { MailTable } from './mail-table';

/** Platform mailbox: every mail Buchbar produced, newest first (order decided by the server). */
export function MailboxPage() {
  const { t } = useTranslation(['mailbox', 'common']);
  const [page, setPage] = usePageParam();
  const { data, isPending, isFetching } = useMails(page);
  const [openMail, setOpenMail] = useState<AdminMail>();
  const pages = data ? Math.max(1, Math.ceil(data.total / MAILS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('heading')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
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
      {data && data.items.length > 0 && <MailTable mails={data.items} onOpen={setOpenMail} />}
      {pages > 1 && (
        <Group component="nav" aria-label={t('pagination')} justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      <MailDetailModal mail={openMail} onClose={() => setOpenMail(undefined)} />
    </Stack>
  );
}
