import type { Group } from '@buchbar/contracts/access';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useGroups, useRoles } from '@/lib/admin-lookups';
import { useCollectionEditing } from '@/lib/use-collection-editing';
import { useDeleteGroup } from '../api/save-group';
import { GroupDialog } from './group-dialog';
import { GroupTable } from './group-table';

/** /admin/gruppen: groups carry roles (berechtigungs_pflege). */
export function GroupsPage() {
  const { t } = useTranslation('admin');
  const { data: groups, isPending, isFetching, error } = useGroups();
  const { data: roles } = useRoles();
  const remove = useDeleteGroup();
  const edit = useCollectionEditing<Group>(remove, {
    deleted: t('actions.deleted'),
    deletedText: (name) => t('groups.deletedText', { name }),
    failed: t('actions.failed'),
  });
  if (error) throw error;

  return (
    <Stack gap="md">
      <PageHeading
        title={t('groups.heading')}
        intro={t('groups.intro')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={edit.startNew}>
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
        <GroupTable groups={groups} roles={roles ?? []} onEdit={edit.startEdit} onDelete={edit.askDelete} />
      )}
      <GroupDialog opened={edit.editing !== null} group={edit.editing?.item} onClose={edit.closeEditor} />
      <ConfirmDialog
        opened={edit.deleting !== undefined}
        title={t('actions.confirmDelete')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        loading={remove.isPending}
        onConfirm={edit.confirmDelete}
        onClose={edit.cancelDelete}
      >
        {t('groups.deleteText', { name: edit.deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
