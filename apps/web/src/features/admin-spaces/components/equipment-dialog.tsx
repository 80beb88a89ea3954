import { TextInput } from '@mantine/core';
import { CrudFormDialog } from '@/components/admin-crud/crud-form-dialog';
import { type CrudDialogProps, useCrudForm } from '@/components/admin-crud/use-crud-form';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import type { EquipmentItem } from '@/lib/space-lookups';
import { useSaveEquipment } from '../api/save-equipment';

/** Create or rename an equipment item (e.g. monitor, docking station). */
export function EquipmentDialog(props: CrudDialogProps<EquipmentItem>) {
  const { dialog, nameField } = useCrudForm({
    ...props,
    texts: useCrudTexts('adminSpaces', 'equipment'),
    save: useSaveEquipment(),
    toValues: (item) => ({ name: item?.name ?? '' }),
    toInput: ({ name }) => ({ name: name.trim() }),
  });
  return (
    <CrudFormDialog dialog={dialog}>
      <TextInput maxLength={100} {...nameField} />
    </CrudFormDialog>
  );
}
