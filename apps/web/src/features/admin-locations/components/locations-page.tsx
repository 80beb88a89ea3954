import { useTranslation } from 'react-i18next';
import { AdminCrudPage } from '@/components/admin-crud/crud-page';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import type { LocationItem } from '@/lib/space-lookups';
import { useLocations } from '@/lib/space-lookups';
import { useDeleteLocation } from '../api/save-location';
import { LocationDialog } from './location-dialog';

const resource = { useItems: useLocations, useRemove: useDeleteLocation, Dialog: LocationDialog };

/** /admin/lokationen: the tenant's locations (standorte) with their parking spaces. */
export function LocationsPage() {
  const { t } = useTranslation('adminLocations');
  const parking = {
    header: t('parkingSpaces'),
    cell: (location: LocationItem) => location.parkingSpaces,
    align: 'right' as const,
  };
  return (
    <AdminCrudPage
      resource={resource}
      texts={useCrudTexts('adminLocations')}
      columns={[parking]}
      maxWidth={760}
    />
  );
}
