import type { Group } from '@buchbar/contracts/access';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BadgeList } from '@/components/admin-crud/badge-list';
import { AdminCrudPage } from '@/components/admin-crud/crud-page';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { useGroups, useRoles } from '@/lib/admin-lookups';
import { useDeleteGroup } from '../api/save-group';
import { GroupDialog } from './group-dialog';

const resource = { useItems: useGroups, useRemove: useDeleteGroup, Dialog: GroupDialog };

/** /admin/gruppen: groups carry roles (berechtigungs_pflege). */
export function GroupsPage() {
  const { t } = useTranslation('admin');
  const { data: roles } = useRoles();
  const roleName = new Map((roles ?? []).map((role) => [role.id, role.name]));
  const none = (
    <Text size="sm" c="dimmed">
      {t('groups.noRoles')}
    </Text>
  );
  const roleColumn = {
    header: t('groups.roles'),
    cell: (group: Group) => (
      <BadgeList names={group.roleIds.map((id) => roleName.get(id) ?? id)} empty={none} />
    ),
  };
  return <AdminCrudPage resource={resource} texts={useCrudTexts('admin', 'groups')} columns={[roleColumn]} />;
}
