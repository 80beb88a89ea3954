import type { Tenant } from '@buchbar/contracts/tenants';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BadgeList } from '@/components/admin-crud/badge-list';
import { AdminCrudPage } from '@/components/admin-crud/crud-page';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { isApiError } from '@/lib/api-error';
import { useTenants } from '../api/get-tenants';
import { useDeleteTenant } from '../api/save-tenant';
import { TenantDialog } from './tenant-dialog';

const resource = { useItems: useTenants, useRemove: useDeleteTenant, Dialog: TenantDialog };

/** /admin/mandanten: tenants, domains and legacy mapping (platform administrators). */
export function TenantsPage() {
  const { t } = useTranslation('admin');
  const columns = [
    {
      header: t('tenants.key'),
      cell: (tenant: Tenant) => (
        <Text size="sm" ff="monospace">
          {tenant.key}
        </Text>
      ),
    },
    {
      header: t('tenants.domains'),
      cell: (tenant: Tenant) => <BadgeList names={tenant.domains.map((d) => d.domain)} />,
    },
    {
      header: t('tenants.legacyAppUrl'),
      cell: (tenant: Tenant) =>
        tenant.legacyAppUrl && (
          <Anchor href={tenant.legacyAppUrl} size="sm" target="_blank" rel="noreferrer">
            {tenant.legacy?.shortName ?? tenant.legacyAppUrl}
          </Anchor>
        ),
    },
  ];
  // 409 TENANT_NOT_EMPTY gets our own explanation; other refusals show the server's message.
  const deleteError = (error: Error, tenant: Tenant | undefined) =>
    isApiError(error) && error.code === 'TENANT_NOT_EMPTY'
      ? t('tenants.notEmpty', { name: tenant?.name ?? '' })
      : error.message;
  return (
    <AdminCrudPage
      resource={resource}
      texts={useCrudTexts('admin', 'tenants')}
      columns={columns}
      deleteError={deleteError}
      minWidth={720}
    />
  );
}
