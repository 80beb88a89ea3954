import { USER_STATUS } from '@buchbar/domain/user-status';
import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '../api/get-users';

interface UsersTableProps {
  users: UserSummary[];
  departmentName: (id: string | null) => string;
  onOpen: (user: UserSummary) => void;
}

/** A row click opens the admin user dialog; the name is a button for keyboard users. */
export function UsersTable({ users, departmentName, onOpen }: UsersTableProps) {
  const { t } = useTranslation('adminUsers');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.email')}</Table.Th>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.employeeId')}</Table.Th>
            <Table.Th scope="col">{t('columns.department')}</Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <Table.Tr key={user.id} onClick={() => onOpen(user)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    aria-label={t('open', { name })}
                    style={{ wordBreak: 'break-all' }}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(user);
                    }}
                  >
                    {user.email}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{name}</Text>
                    {user.sso && (
                      <Tooltip label={t('ssoHint')}>
                        <Badge size="xs" variant="outline" aria-label={t('ssoHint')}>
                          {t('sso')}
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{user.employeeId}</Table.Td>
                <Table.Td>{departmentName(user.departmentId)}</Table.Td>
                <Table.Td>
                  {user.invited && user.status === USER_STATUS.active ? (
                    // Invited until a password is set (issue 14 point 8).
                    <Tooltip label={t('invitedHint')}>
                      <Badge variant="light" color="indigo" aria-label={t('invitedHint')}>
                        {t('invitedBadge')}
                      </Badge>
                    </Tooltip>
                  ) : (
                    <Badge variant="light" color={user.status === USER_STATUS.active ? 'teal' : 'gray'}>
                      {t(`statusValues.${user.status}`)}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
