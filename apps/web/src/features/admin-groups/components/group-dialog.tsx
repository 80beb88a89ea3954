import type { Group } from '@buchbar/contracts/access';
import { Button, Group as MantineGroup, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '@/lib/admin-lookups';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSaveGroup } from '../api/save-group';

interface GroupDialogProps {
  opened: boolean;
  /** undefined = create a new group. */
  group: Group | undefined;
  onClose: () => void;
}

interface GroupFormValues {
  name: string;
  roleIds: string[];
}

export function GroupDialog({ opened, group, onClose }: GroupDialogProps) {
  const { t } = useTranslation('admin');
  const { data: roles } = useRoles();
  const save = useSaveGroup();
  const form = useForm<GroupFormValues>({
    initialValues: { name: '', roleIds: [] },
    validate: { name: (value) => (value.trim() ? null : t('validation.required')) },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another group is opened
  useEffect(() => {
    if (opened) form.setValues({ name: group?.name ?? '', roleIds: group?.roleIds ?? [] });
    form.clearErrors();
  }, [opened, group]);

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: group?.id, input: { name: values.name.trim(), roleIds: values.roleIds } },
      {
        onSuccess: (saved) => {
          notifySuccess(t('actions.saved'), t('groups.savedText', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          form.setErrors(toFieldErrors(error));
          if (generalErrorMessage(error)) notifyFailure(t('actions.failed'), error);
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('groups.name')}
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <MultiSelect
            label={t('groups.roles')}
            placeholder={t('groups.rolesPlaceholder')}
            data={(roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('roleIds')}
          />
          <MantineGroup justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </MantineGroup>
        </Stack>
      </form>
    </Modal>
  );
}
