import type { Role } from '@buchbar/contracts/access';
import { useTranslation } from 'react-i18next';
import { BadgeList } from '@/components/admin-crud/badge-list';
import { AdminCrudPage } from '@/components/admin-crud/crud-page';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { useRoles } from '@/lib/admin-lookups';
import { useDeleteRole } from '../api/save-role';
import { heldPermissions, RoleDialog } from './role-dialog';

const resource = { useItems: useRoles, useRemove: useDeleteRole, Dialog: RoleDialog };

/** /admin/rollen: roles with their permissions (berechtigungs_pflege). */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const permissions = {
    header: t('roles.permissions'),
    cell: (role: Role) => (
      <BadgeList names={heldPermissions(role)} empty={t('roles.permissionCount', { count: 0 })} />
    ),
  };
  return <AdminCrudPage resource={resource} texts={useCrudTexts('admin', 'roles')} columns={[permissions]} />;
}
