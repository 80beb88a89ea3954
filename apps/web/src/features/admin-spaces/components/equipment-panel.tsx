import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { RowActions } from '@/components/row-actions';
import { notifySuccess } from '@/lib/notify';
import { type EquipmentItem, useEquipment } from '@/lib/space-lookups';
import { useDeleteEquipment } from '../api/save-equipment';
import { EquipmentDialog } from './equipment-dialog';

/** The tenant's equipment catalogue: list, create, rename, delete. */
export function EquipmentPanel() {
  const { t } = useTranslation('adminSpaces');
  const equipment = useEquipment();
  const remove = useDeleteEquipment();
  const [editing, setEditing] = useState<{ item?: EquipmentItem }>();
  const [deleting, setDeleting] = useState<EquipmentItem>();
  const items = equipment.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('equipment.intro')}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
          {t('equipment.new')}
        </Button>
      </Group>
      <QueryState isPending={equipment.isPending} empty={items.length === 0 && t('equipment.empty')} />
      {items.length > 0 && (
        <Table highlightOnHover maw={640}>
          <Table.Caption>{t('equipment.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('equipment.name')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('seats.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Th scope="row" fw={500}>
                  {item.name}
                </Table.Th>
                <Table.Td>
                  <RowActions
                    editLabel={t('equipment.edit', { name: item.name })}
                    deleteLabel={t('equipment.delete', { name: item.name })}
                    onEdit={() => setEditing({ item })}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(item);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <EquipmentDialog opened={Boolean(editing)} item={editing?.item} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('equipment.deleteTitle')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        loading={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('actions.deleted'), t('equipment.deletedText', { name: deleting.name }));
              setDeleting(undefined);
            },
          })
        }
      >
        {t('equipment.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
