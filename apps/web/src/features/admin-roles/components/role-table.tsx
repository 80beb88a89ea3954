import type { Role } from '@buchbar/contracts/access';
import { Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/row-actions';

interface RoleTableProps {
  roles: Role[];
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

export function RoleTable({ roles, onEdit, onDelete }: RoleTableProps) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('roles.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('roles.name')}</Table.Th>
            <Table.Th scope="col">{t('roles.permissions')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('actions.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => {
            const held = role.permissions.filter((p) => p.value === 'true');
            return (
              <Table.Tr key={role.id}>
                <Table.Th scope="row" fw={500}>
                  {role.name}
                </Table.Th>
                <Table.Td>
                  <Group gap={4}>
                    {held.map((p) => (
                      <Badge key={p.name} variant="light" size="sm" tt="none">
                        {p.name}
                      </Badge>
                    ))}
                    {held.length === 0 && t('roles.permissionCount', { count: 0 })}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    editLabel={`${role.name}: ${t('actions.edit')}`}
                    deleteLabel={`${role.name}: ${t('actions.delete')}`}
                    onEdit={() => onEdit(role)}
                    onDelete={() => onDelete(role)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
