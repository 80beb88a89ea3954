import type { Group } from '@buchbar/contracts/access';
import { MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudFormDialog } from '@/components/admin-crud/crud-form-dialog';
import { type CrudDialogProps, useCrudForm } from '@/components/admin-crud/use-crud-form';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { useRoles } from '@/lib/admin-lookups';
import { useSaveGroup } from '../api/save-group';

export function GroupDialog(props: CrudDialogProps<Group>) {
  const { t } = useTranslation('admin');
  const { data: roles } = useRoles();
  const { form, dialog, nameField } = useCrudForm({
    ...props,
    texts: useCrudTexts('admin', 'groups'),
    save: useSaveGroup(),
    toValues: (group) => ({ name: group?.name ?? '', roleIds: group?.roleIds ?? [] }),
    toInput: ({ name, roleIds }) => ({ name: name.trim(), roleIds }),
  });
  return (
    <CrudFormDialog dialog={dialog} size="lg">
      <TextInput maxLength={100} {...nameField} />
      <MultiSelect
        label={t('groups.roles')}
        placeholder={t('groups.rolesPlaceholder')}
        data={(roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('roleIds')}
      />
    </CrudFormDialog>
  );
}
