import { Button, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { RowActions } from '@/components/row-actions';
import { notifySuccess } from '@/lib/notify';
import { type LocationItem, useLocations } from '@/lib/space-lookups';
import { useDeleteLocation } from '../api/save-location';
import { LocationDialog } from './location-dialog';

/** /admin/lokationen: the tenant's locations (standorte) with their parking spaces. */
export function LocationsPage() {
  const { t } = useTranslation('adminLocations');
  const locations = useLocations();
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<{ location?: LocationItem }>();
  const [deleting, setDeleting] = useState<LocationItem>();
  const list = locations.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('heading')}
        intro={t('intro')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
            {t('new')}
          </Button>
        }
      />
      <QueryState
        isPending={locations.isPending}
        isFetching={locations.isFetching}
        summary={t('count', { count: list.length })}
        empty={list.length === 0 && t('empty')}
      />
      {list.length > 0 && (
        <Table highlightOnHover maw={760}>
          <Table.Caption>{t('caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('name')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('parkingSpaces')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((location) => (
              <Table.Tr key={location.id}>
                <Table.Th scope="row" fw={500}>
                  {location.name}
                </Table.Th>
                <Table.Td ta="right">{location.parkingSpaces}</Table.Td>
                <Table.Td>
                  <RowActions
                    editLabel={t('edit', { name: location.name })}
                    deleteLabel={t('delete', { name: location.name })}
                    onEdit={() => setEditing({ location })}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(location);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <LocationDialog
        opened={Boolean(editing)}
        location={editing?.location}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('deleteTitle')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        loading={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('deleted'), t('deletedText', { name: deleting.name }));
              setDeleting(undefined);
            },
          })
        }
      >
        {t('deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
