import { AdminCrudPage } from '@/components/admin-crud/crud-page';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { useEquipment } from '@/lib/space-lookups';
import { useDeleteEquipment } from '../api/save-equipment';
import { EquipmentDialog } from './equipment-dialog';

const resource = { useItems: useEquipment, useRemove: useDeleteEquipment, Dialog: EquipmentDialog };

/** The tenant's equipment catalogue (a tab of the rooms page): list, create, rename, delete. */
export function EquipmentPanel() {
  return (
    <AdminCrudPage resource={resource} texts={useCrudTexts('adminSpaces', 'equipment')} maxWidth={640} />
  );
}
