import type { Group, Role } from '@buchbar/contracts/access';
import { Badge, Group as MantineGroup, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/row-actions';

interface GroupTableProps {
  groups: Group[];
  roles: Role[];
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}

export function GroupTable({ groups, roles, onEdit, onDelete }: GroupTableProps) {
  const { t } = useTranslation('admin');
  const roleName = new Map(roles.map((role) => [role.id, role.name]));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('groups.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('groups.name')}</Table.Th>
            <Table.Th scope="col">{t('groups.roles')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('actions.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th scope="row" fw={500}>
                {group.name}
              </Table.Th>
              <Table.Td>
                <MantineGroup gap={4}>
                  {group.roleIds.map((id) => (
                    <Badge key={id} variant="light" size="sm" tt="none">
                      {roleName.get(id) ?? id}
                    </Badge>
                  ))}
                  {group.roleIds.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('groups.noRoles')}
                    </Text>
                  )}
                </MantineGroup>
              </Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={`${group.name}: ${t('actions.edit')}`}
                  deleteLabel={`${group.name}: ${t('actions.delete')}`}
                  onEdit={() => onEdit(group)}
                  onDelete={() => onDelete(group)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
