import { USER_STATUS } from '@buchbar/domain/user-status';
import { Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledPagination } from '@/components/labelled-pagination';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useDepartments } from '@/lib/admin-lookups';
import { useMe } from '@/lib/session';
import { useUrlPage, useUrlParam } from '@/lib/use-url-params';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { InviteDialog } from './invite-dialog';
import { UserDialog } from './user-dialog';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

/** /admin/benutzer: search (debounced), status filter, paging, edit and invite. */
export function UsersPage() {
  const { t } = useTranslation('adminUsers');
  const { data: me } = useMe();
  const [urlSearch, setUrlSearch] = useUrlParam('q');
  const [statusParam, setStatusParam] = useUrlParam('status');
  const [page, setPage] = useUrlPage();
  const [search, setSearch] = useState(urlSearch);
  const [debounced] = useDebouncedValue(search, 300);
  const status = statusParam === USER_STATUS.inactive ? USER_STATUS.inactive : USER_STATUS.active;
  const { data, isPending, isFetching } = useUsers({ search: urlSearch, status, page });
  const { data: departments } = useDepartments();
  const [openUserId, setOpenUserId] = useState<string>();
  const [inviting, setInviting] = useState(false);
  // Internal user management off (SSO-only tenants): no invitations (spec 3, setting default on).
  const canInvite = me?.settings?.['general.internalUserManagement'] !== false;
  const pages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;

  // Only a new debounced text writes the URL (back/forward changing ?q= must not be undone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (debounced !== urlSearch) setUrlSearch(debounced);
  }, [debounced]);

  const departmentName = (id: string | null) => departments?.find((d) => d.id === id)?.name ?? '';

  return (
    <Stack gap="md">
      <PageHeading
        title={t('heading')}
        intro={t('intro')}
        action={
          canInvite && (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setInviting(true)}
            >
              {t('invite')}
            </Button>
          )
        }
      />
      <UserFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={(value) => setStatusParam(value === USER_STATUS.active ? '' : value)}
      />
      <QueryState
        isPending={isPending}
        isFetching={isFetching}
        summary={data && t('total', { count: data.total })}
        empty={data?.items.length === 0 && t('empty')}
      />
      {data && data.items.length > 0 && (
        <UsersTable
          users={data.items}
          departmentName={departmentName}
          onOpen={(user) => setOpenUserId(user.id)}
        />
      )}
      {pages > 1 && (
        <Group component="nav" aria-label={t('pagination')} justify="center">
          <LabelledPagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      <UserDialog userId={openUserId} onClose={() => setOpenUserId(undefined)} />
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
