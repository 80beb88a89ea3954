import type { Group } from '@buchbar/contracts/access';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useGroups, useRoles } from '@/lib/admin-lookups';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useDeleteGroup } from '../api/save-group';
import { GroupDialog } from './group-dialog';
import { GroupTable } from './group-table';

type Editing = { group: Group | undefined } | null;

/** /admin/gruppen: groups carry roles (berechtigungs_pflege). */
export function GroupsPage() {
  const { t } = useTranslation('admin');
  const { data: groups, isPending, isFetching, error } = useGroups();
  const { data: roles } = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Group>();
  const remove = useDeleteGroup();
  if (error) throw error;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t('actions.deleted'), t('groups.deletedText', { name: deleting.name })),
      onError: (failure) => notifyFailure(t('actions.failed'), failure),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <Stack gap="md">
      <PageHeading
        title={t('groups.heading')}
        intro={t('groups.intro')}
        action={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ group: undefined })}
          >
            {t('groups.new')}
          </Button>
        }
      />
      <QueryState
        isPending={isPending}
        isFetching={isFetching}
        empty={groups?.length === 0 && t('groups.empty')}
      />
      {groups && groups.length > 0 && (
        <GroupTable
          groups={groups}
          roles={roles ?? []}
          onEdit={(group) => setEditing({ group })}
          onDelete={setDeleting}
        />
      )}
      <GroupDialog opened={editing !== null} group={editing?.group} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('actions.confirmDelete')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      >
        {t('groups.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
