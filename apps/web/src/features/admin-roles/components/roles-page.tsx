import type { Role } from '@buchbar/contracts/access';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useRoles } from '@/lib/admin-lookups';
import { useCollectionEditing } from '@/lib/use-collection-editing';
import { useDeleteRole } from '../api/save-role';
import { RoleDialog } from './role-dialog';
import { RoleTable } from './role-table';

/** /admin/rollen: roles with their permissions (berechtigungs_pflege). */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const { data: roles, isPending, isFetching, error } = useRoles();
  const remove = useDeleteRole();
  const edit = useCollectionEditing<Role>(remove, {
    deleted: t('actions.deleted'),
    deletedText: (name) => t('roles.deletedText', { name }),
    failed: t('actions.failed'),
  });
  if (error) throw error;

  return (
    <Stack gap="md">
      <PageHeading
        title={t('roles.heading')}
        intro={t('roles.intro')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={edit.startNew}>
            {t('roles.new')}
          </Button>
        }
      />
      <QueryState
        isPending={isPending}
        isFetching={isFetching}
        empty={roles?.length === 0 && t('roles.empty')}
      />
      {roles && roles.length > 0 && (
        <RoleTable roles={roles} onEdit={edit.startEdit} onDelete={edit.askDelete} />
      )}
      <RoleDialog opened={edit.editing !== null} role={edit.editing?.item} onClose={edit.closeEditor} />
      <ConfirmDialog
        opened={edit.deleting !== undefined}
        title={t('actions.confirmDelete')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        loading={remove.isPending}
        onConfirm={edit.confirmDelete}
        onClose={edit.cancelDelete}
      >
        {t('roles.deleteText', { name: edit.deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
