import type { Tenant } from '@buchbar/contracts/tenants';
import { Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CrudFormDialog } from '@/components/admin-crud/crud-form-dialog';
import { type CrudDialogProps, useCrudForm } from '@/components/admin-crud/use-crud-form';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveTenant } from '../api/save-tenant';
import {
  firstAdminProblems,
  type TenantFormValues,
  toTenantCreate,
  toTenantFormValues,
  toTenantInput,
} from '../utils/tenant-form';
import { DomainsEditor } from './domains-editor';

/** The server's field names of a refused tenant save, as the form's fields. */
function tenantFieldErrors(error: Error): Record<string, string> {
  const errors = toFieldErrors(error);
  // The server names legacy fields legacy.shortName / legacy.legacyUrl.
  if (errors['legacy.shortName']) errors.shortName = errors['legacy.shortName'];
  if (errors['legacy.legacyUrl']) errors.legacyUrl = errors['legacy.legacyUrl'];
  // The first admin's fields: firstAdmin.* (400), its address taken or outside the domains.
  for (const field of ['email', 'firstName', 'lastName'] as const) {
    const message = errors[`firstAdmin.${field}`];
    if (message) errors[`firstAdmin${field[0]?.toUpperCase()}${field.slice(1)}`] = message;
  }
  const code = isApiError(error) ? error.code : '';
  if (code === 'EMAIL_TAKEN' || code === 'FIRST_ADMIN_DOMAIN') {
    delete errors.email;
    errors.firstAdminEmail = error.message;
  }
  if (code === 'TENANT_KEY_RESERVED') errors.key = error.message;
  return errors;
}

type TenantForm = UseFormReturnType<TenantFormValues>;

/** The tenant's crud form: legacy short name required when legacy is on, the first admin checked and invited. */
function useTenantForm(props: CrudDialogProps<Tenant>) {
  const tenant = props.item;
  const { t } = useTranslation('admin');
  const required = (value: string) => (value.trim() ? null : t('validation.required'));
  return useCrudForm({
    ...props,
    texts: useCrudTexts('admin', 'tenants'),
    save: useSaveTenant(),
    toValues: toTenantFormValues,
    toInput: (values) => (tenant ? toTenantInput(values) : toTenantCreate(values)),
    validate: (values) => {
      const problems = tenant ? {} : firstAdminProblems(values);
      const firstAdmin = Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          t(`tenants.firstAdminProblems.${problem}`),
        ]),
      );
      return { shortName: values.legacyEnabled ? required(values.shortName) : null, ...firstAdmin };
    },
    fieldErrors: tenantFieldErrors,
    onSaved: (_saved, values) => {
      const invited = tenant ? undefined : toTenantCreate(values).firstAdmin;
      if (invited)
        notifySuccess(
          t('tenants.firstAdminInvited'),
          t('tenants.firstAdminInvitedText', { email: invited.email }),
        );
    },
  });
}

/** The legacy mapping: a switch, and when on, the short name and the legacy address. */
function LegacyFieldset({ form }: { form: TenantForm }) {
  const { t } = useTranslation('admin');
  return (
    <Fieldset legend={t('tenants.legacy')}>
      <Stack gap="xs">
        <Checkbox
          label={t('tenants.legacyEnabled')}
          {...form.getInputProps('legacyEnabled', { type: 'checkbox' })}
        />
        {form.values.legacyEnabled && (
          <Group grow align="flex-start">
            <TextInput
              label={t('tenants.shortName')}
              required
              maxLength={64}
              {...form.getInputProps('shortName')}
            />
            <TextInput
              label={t('tenants.legacyUrl')}
              description={t('tenants.legacyUrlHint')}
              type="url"
              placeholder="https://"
              {...form.getInputProps('legacyUrl')}
            />
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A new tenant's first administrator: address and name, invited once the tenant is saved. */
function FirstAdminFieldset({ form }: { form: TenantForm }) {
  const { t } = useTranslation('admin');
  return (
    <Fieldset legend={t('tenants.firstAdmin')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('tenants.firstAdminHint')}
        </Text>
        <TextInput
          label={t('tenants.firstAdminEmail')}
          type="email"
          maxLength={254}
          autoComplete="off"
          {...form.getInputProps('firstAdminEmail')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('tenants.firstAdminFirstName')}
            maxLength={100}
            {...form.getInputProps('firstAdminFirstName')}
          />
          <TextInput
            label={t('tenants.firstAdminLastName')}
            maxLength={100}
            {...form.getInputProps('firstAdminLastName')}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** Create or edit a tenant: name, key, domains, legacy mapping and (new only) the first admin. */
export function TenantDialog(props: CrudDialogProps<Tenant>) {
  const { t } = useTranslation('admin');
  const { form, dialog, nameField } = useTenantForm(props);
  return (
    <CrudFormDialog dialog={dialog} size="xl">
      <Group grow align="flex-start">
        <TextInput maxLength={200} {...nameField} />
        <TextInput
          label={t('tenants.key')}
          description={t('tenants.keyHint')}
          maxLength={63}
          {...form.getInputProps('key')}
        />
      </Group>
      <DomainsEditor form={form} />
      <LegacyFieldset form={form} />
      {!props.item && <FirstAdminFieldset form={form} />}
    </CrudFormDialog>
  );
}
