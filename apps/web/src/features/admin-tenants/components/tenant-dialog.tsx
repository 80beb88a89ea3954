import type { Tenant } from '@buchbar/contracts/tenants';
import { Button, Checkbox, Fieldset, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSaveTenant } from '../api/save-tenant';
import {
  firstAdminProblems,
  type TenantFormValues,
  toTenantCreate,
  toTenantFormValues,
  toTenantInput,
} from '../utils/tenant-form';
import { DomainsEditor } from './domains-editor';

interface TenantDialogProps {
  opened: boolean;
  tenant: Tenant | undefined;
  onClose: () => void;
}

export function TenantDialog({ opened, tenant, onClose }: TenantDialogProps) {
  const { t } = useTranslation('admin');
  const save = useSaveTenant();
  const required = (value: string) => (value.trim() ? null : t('validation.required'));
  const form = useForm<TenantFormValues>({
    initialValues: toTenantFormValues(undefined),
    validate: (values) => {
      const problems = tenant ? {} : firstAdminProblems(values);
      const firstAdmin = Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          t(`tenants.firstAdminProblems.${problem}`),
        ]),
      );
      return {
        name: required(values.name),
        shortName: values.legacyEnabled ? required(values.shortName) : null,
        ...firstAdmin,
      };
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another tenant is opened
  useEffect(() => {
    if (opened) form.setValues(toTenantFormValues(tenant));
    form.clearErrors();
  }, [opened, tenant]);

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: tenant?.id, input: tenant ? toTenantInput(values) : toTenantCreate(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t('actions.saved'), t('tenants.savedText', { name: saved.name }));
          const invited = tenant ? undefined : toTenantCreate(values).firstAdmin;
          if (invited)
            notifySuccess(
              t('tenants.firstAdminInvited'),
              t('tenants.firstAdminInvitedText', { email: invited.email }),
            );
          onClose();
        },
        onError: (error) => {
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
            errors.firstAdminEmail = (error as Error).message;
          }
          if (code === 'TENANT_KEY_RESERVED') errors.key = (error as Error).message;
          form.setErrors(errors);
          if (Object.keys(errors).length > 0) return;
          if (generalErrorMessage(error)) notifyFailure(t('actions.failed'), error);
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={tenant ? t('tenants.editTitle', { name: tenant.name }) : t('tenants.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label={t('tenants.name')}
              required
              maxLength={200}
              data-autofocus
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('tenants.key')}
              description={t('tenants.keyHint')}
              maxLength={63}
              {...form.getInputProps('key')}
            />
          </Group>
          <DomainsEditor form={form} />
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
          {!tenant && (
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
          )}
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
