import type { Role } from '@buchbar/contracts/access';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionChecklist } from '@/components/permission-checklist';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSaveRole } from '../api/save-role';

interface RoleDialogProps {
  opened: boolean;
  /** undefined = create a new role. */
  role: Role | undefined;
  onClose: () => void;
}

interface RoleFormValues {
  name: string;
  permissions: string[];
}

function heldNames(role: Role | undefined): string[] {
  return (role?.permissions ?? []).filter((p) => p.value === 'true').map((p) => p.name);
}

export function RoleDialog({ opened, role, onClose }: RoleDialogProps) {
  const { t } = useTranslation('admin');
  const save = useSaveRole();
  const form = useForm<RoleFormValues>({
    initialValues: { name: '', permissions: [] },
    validate: { name: (value) => (value.trim() ? null : t('validation.required')) },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another role is opened
  useEffect(() => {
    if (opened) form.setValues({ name: role?.name ?? '', permissions: heldNames(role) });
    form.resetDirty();
    form.clearErrors();
  }, [opened, role]);

  const submit = form.onSubmit((values) => {
    const input = {
      name: values.name.trim(),
      permissions: values.permissions.map((name) => ({ name, value: 'true' })),
    };
    save.mutate(
      { id: role?.id, input },
      {
        onSuccess: (saved) => {
          notifySuccess(t('actions.saved'), t('roles.savedText', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          form.setErrors(toFieldErrors(error));
          const general = generalErrorMessage(error);
          if (general) notifyFailure(t('actions.failed'), error);
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('roles.name')}
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <PermissionChecklist
            value={form.values.permissions}
            onChange={(value) => form.setFieldValue('permissions', value)}
            error={form.errors.permissions?.toString()}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
