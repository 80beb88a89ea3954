import type { Role } from '@buchbar/contracts/access';
import { PERMISSION_CATALOGUE } from '@buchbar/domain/permissions';
import { useTranslation } from 'react-i18next';
import { BadgeList } from '@/components/admin-crud/badge-list';
import { AdminCrudPage } from '@/components/admin-crud/crud-page';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { useRoles } from '@/lib/admin-lookups';
import { toDisplayLanguage } from '@/lib/format-date';
import { useDeleteRole } from '../api/save-role';
import { heldPermissions, RoleDialog } from './role-dialog';

const resource = { useItems: useRoles, useRemove: useDeleteRole, Dialog: RoleDialog };

/** /admin/rollen: roles with their permissions (berechtigungs_pflege). */
export function RolesPage() {
  const { t, i18n } = useTranslation('admin');
  const language = toDisplayLanguage(i18n.resolvedLanguage);
  // Admins read permissions by their labels, never by their stored names (issue 14 point 6).
  const label = (name: string) =>
    PERMISSION_CATALOGUE.find((p) => p.name === name)?.description[language] ?? name;
  const permissions = {
    header: t('roles.permissions'),
    cell: (role: Role) => (
      <BadgeList names={heldPermissions(role).map(label)} empty={t('roles.permissionCount', { count: 0 })} />
    ),
  };
  return <AdminCrudPage resource={resource} texts={useCrudTexts('admin', 'roles')} columns={[permissions]} />;
}
