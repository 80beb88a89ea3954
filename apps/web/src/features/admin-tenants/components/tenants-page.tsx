import type { Tenant } from '@buchbar/contracts/tenants';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useTenants } from '../api/get-tenants';
import { useDeleteTenant } from '../api/save-tenant';
import { TenantDialog } from './tenant-dialog';
import { TenantTable } from './tenant-table';

type Editing = { tenant: Tenant | undefined } | null;

/** /admin/mandanten: tenants, domains and legacy mapping (platform administrators). */
export function TenantsPage() {
  const { t } = useTranslation('admin');
  const { data: tenants, isPending, isFetching } = useTenants();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Tenant>();
  const remove = useDeleteTenant();

  const closeDelete = () => {
    setDeleting(undefined);
    remove.reset();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('actions.deleted'), t('tenants.deletedText', { name: deleting.name }));
        closeDelete();
      },
    });
  };
  // 409 TENANT_NOT_EMPTY gets our own explanation; other failures show the server's message.
  const deleteError = isApiError(remove.error)
    ? remove.error.code === 'TENANT_NOT_EMPTY'
      ? t('tenants.notEmpty', { name: deleting?.name ?? '' })
      : remove.error.message
    : undefined;

  return (
    <Stack gap="md">
      <PageHeading
        title={t('tenants.heading')}
        intro={t('tenants.intro')}
        action={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ tenant: undefined })}
          >
            {t('tenants.new')}
          </Button>
        }
      />
      <QueryState
        isPending={isPending}
        isFetching={isFetching}
        empty={tenants?.length === 0 && t('tenants.empty')}
      />
      {tenants && tenants.length > 0 && (
        <TenantTable tenants={tenants} onEdit={(tenant) => setEditing({ tenant })} onDelete={setDeleting} />
      )}
      <TenantDialog opened={editing !== null} tenant={editing?.tenant} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('actions.confirmDelete')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        loading={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      >
        {t('tenants.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
