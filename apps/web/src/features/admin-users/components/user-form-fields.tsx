import { USER_STATUS } from '@buchbar/domain/user-status';
import { MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionChecklist } from '@/components/permission-checklist';
import { useDepartments, useGroups, useRoles } from '@/lib/admin-lookups';
import type { UserFormValues } from '../utils/user-form';

interface UserFormFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  /** The invite form has no status and no direct permissions. */
  mode: 'edit' | 'invite';
  /** A new address waiting for its confirmation link to be opened (edit only). */
  pendingEmail?: string | null;
}

type UserForm = UseFormReturnType<UserFormValues>;

/** The user's status (active or inactive) as a segmented control labelled by its own text. */
function StatusField({ form }: { form: UserForm }) {
  const { t } = useTranslation('adminUsers');
  const statusLabel = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={statusLabel}>
        {t('fields.status')}
      </Text>
      <SegmentedControl
        aria-labelledby={statusLabel}
        data={[
          { value: USER_STATUS.active, label: t('statusValues.aktiv') },
          { value: USER_STATUS.inactive, label: t('statusValues.inaktiv') },
        ]}
        value={form.values.status}
        onChange={(value) =>
          form.setFieldValue(
            'status',
            value === USER_STATUS.inactive ? USER_STATUS.inactive : USER_STATUS.active,
          )
        }
      />
    </Stack>
  );
}

/** Roles and groups to pick, and (edit only) the direct permissions with their hint. */
function AccessFields({ form, mode }: { form: UserForm; mode: UserFormFieldsProps['mode'] }) {
  const { t } = useTranslation('adminUsers');
  const { data: roles } = useRoles();
  const { data: groups } = useGroups();
  return (
    <>
      <MultiSelect
        label={t('fields.roles')}
        placeholder={t('fields.choose')}
        data={(roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
        searchable
        clearable
        {...form.getInputProps('roleIds')}
      />
      <MultiSelect
        label={t('fields.groups')}
        placeholder={t('fields.choose')}
        data={(groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
        searchable
        clearable
        {...form.getInputProps('groupIds')}
      />
      {mode === 'edit' && (
        <Stack gap={4}>
          <PermissionChecklist
            value={form.values.permissions}
            onChange={(value) => form.setFieldValue('permissions', value)}
            error={form.errors.permissions?.toString()}
          />
          <Text size="xs" c="dimmed">
            {t('fields.permissionsHint')}
          </Text>
        </Stack>
      )}
    </>
  );
}

/** The fields of the spec's "admin user" modal; server errors arrive through form.errors. */
export function UserFormFields({ form, mode, pendingEmail }: UserFormFieldsProps) {
  const { t } = useTranslation('adminUsers');
  const { data: departments } = useDepartments();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.firstName')}
          required
          maxLength={100}
          data-autofocus
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('fields.lastName')}
          required
          maxLength={100}
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={t('fields.email')}
          required
          type="email"
          maxLength={254}
          description={
            mode === 'edit'
              ? pendingEmail
                ? `${t('emailPending', { email: pendingEmail })} ${t('emailHint')}`
                : t('emailHint')
              : undefined
          }
          {...form.getInputProps('email')}
        />
        <TextInput label={t('fields.employeeId')} maxLength={50} {...form.getInputProps('employeeId')} />
        <Select
          label={t('fields.department')}
          placeholder={t('fields.noDepartment')}
          data={(departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
          clearable
          searchable
          value={form.values.departmentId || null}
          onChange={(value) => form.setFieldValue('departmentId', value ?? '')}
          error={form.errors.departmentId}
        />
        {mode === 'edit' && <StatusField form={form} />}
      </SimpleGrid>
      <AccessFields form={form} mode={mode} />
    </Stack>
  );
}
