import type { Tenant } from '@buchbar/contracts/tenants';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/row-actions';

interface TenantTableProps {
  tenants: Tenant[];
  onEdit: (tenant: Tenant) => void;
  onDelete: (tenant: Tenant) => void;
}

export function TenantTable({ tenants, onEdit, onDelete }: TenantTableProps) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('tenants.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tenants.name')}</Table.Th>
            <Table.Th scope="col">{t('tenants.key')}</Table.Th>
            <Table.Th scope="col">{t('tenants.domains')}</Table.Th>
            <Table.Th scope="col">{t('tenants.legacyAppUrl')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('actions.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tenants.map((tenant) => (
            <Table.Tr key={tenant.id}>
              <Table.Th scope="row" fw={500}>
                {tenant.name}
              </Table.Th>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {tenant.key}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {tenant.domains.map((d) => (
                    <Badge key={d.domain} variant="light" size="sm" tt="none">
                      {d.domain}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                {tenant.legacyAppUrl && (
                  <Anchor href={tenant.legacyAppUrl} size="sm" target="_blank" rel="noreferrer">
                    {tenant.legacy?.shortName ?? tenant.legacyAppUrl}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={`${tenant.name}: ${t('actions.edit')}`}
                  deleteLabel={`${tenant.name}: ${t('actions.delete')}`}
                  onEdit={() => onEdit(tenant)}
                  onDelete={() => onDelete(tenant)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
