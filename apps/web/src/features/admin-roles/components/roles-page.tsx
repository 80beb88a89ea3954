import type { Role } from '@buchbar/contracts/access';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useRoles } from '@/lib/admin-lookups';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useDeleteRole } from '../api/save-role';
import { RoleDialog } from './role-dialog';
import { RoleTable } from './role-table';

type Editing = { role: Role | undefined } | null;

/** /admin/rollen: roles with their permissions (berechtigungs_pflege). */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const { data: roles, isPending, isFetching, error } = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role>();
  const remove = useDeleteRole();
  if (error) throw error;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t('actions.deleted'), t('roles.deletedText', { name: deleting.name })),
      onError: (failure) => notifyFailure(t('actions.failed'), failure),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <Stack gap="md">
      <PageHeading
        title={t('roles.heading')}
        intro={t('roles.intro')}
        action={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ role: undefined })}
          >
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
        <RoleTable roles={roles} onEdit={(role) => setEditing({ role })} onDelete={setDeleting} />
      )}
      <RoleDialog opened={editing !== null} role={editing?.role} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('actions.confirmDelete')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      >
        {t('roles.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
