// The categories the server writes (the domain's list, which the database CHECKs).
import { AUDIT_CATEGORIES } from '@buchbar/domain/audit-log';
import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledPagination } from '@/components/labelled-pagination';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useUrlPage, useUrlParam } from '@/lib/use-url-params';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { AuditTable } from './audit-table';

// Mantine's Select needs a non-empty value for the "all" option.
const ALL = 'ALL';

/** /admin/protokoll: the tenant's audit log for admins, newest first, filtered by category. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [category, setCategory] = useUrlParam('category');
  const [page, setPage] = useUrlPage();
  const { data, isPending, isFetching } = useAudit({ category, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  const options = [
    { value: ALL, label: t('audit.allCategories') },
    ...AUDIT_CATEGORIES.map((value) => ({ value, label: t(`audit.categories.${value}`) })),
  ];

  return (
    <Stack gap="md">
      <PageHeading title={t('audit.heading')} intro={t('audit.intro')} />
      <Group>
        <Select
          label={t('audit.category')}
          data={options}
          value={category || ALL}
          onChange={(value) => setCategory(value === ALL || !value ? '' : value)}
          allowDeselect={false}
          w={240}
        />
      </Group>
      <QueryState
        isPending={isPending}
        isFetching={isFetching}
        summary={data && t('audit.total', { count: data.total })}
        empty={data?.items.length === 0 && t('audit.empty')}
      />
      {data && data.items.length > 0 && <AuditTable entries={data.items} />}
      {pages > 1 && (
        <Group component="nav" aria-label={t('audit.pagination')} justify="center">
          <LabelledPagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
