import type { Role } from '@buchbar/contracts/access';
import { TextInput } from '@mantine/core';
import { CrudFormDialog } from '@/components/admin-crud/crud-form-dialog';
import { type CrudDialogProps, useCrudForm } from '@/components/admin-crud/use-crud-form';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { PermissionChecklist } from '@/components/permission-checklist';
import { useSaveRole } from '../api/save-role';

/** The names of the permissions a role holds (value "true"). */
export function heldPermissions(role: Role | undefined): string[] {
  return (role?.permissions ?? []).filter((p) => p.value === 'true').map((p) => p.name);
}

export function RoleDialog(props: CrudDialogProps<Role>) {
  const { form, dialog, nameField } = useCrudForm({
    ...props,
    texts: useCrudTexts('admin', 'roles'),
    save: useSaveRole(),
    toValues: (role) => ({ name: role?.name ?? '', permissions: heldPermissions(role) }),
    toInput: (values) => ({
      name: values.name.trim(),
      permissions: values.permissions.map((name) => ({ name, value: 'true' })),
    }),
  });
  return (
    <CrudFormDialog dialog={dialog} size="xl">
      <TextInput maxLength={100} {...nameField} />
      <PermissionChecklist
        value={form.values.permissions}
        onChange={(value) => form.setFieldValue('permissions', value)}
        error={form.errors.permissions?.toString()}
      />
    </CrudFormDialog>
  );
}
