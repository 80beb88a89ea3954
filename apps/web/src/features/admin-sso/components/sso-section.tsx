import type { SsoProvider } from '@buchbar/contracts/auth';
import {
  Alert,
  Button,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useSsoProvider } from '../api/get-sso-provider';
import { useSaveSsoProvider } from '../api/save-sso-provider';
import { checkSsoForm, type SsoFormValues, toSsoFormValues, toSsoInput } from '../utils/sso-form';
import { RedirectUriField } from './redirect-uri-field';
import { SsoLinkApproval } from './sso-link-approval';

/** Issue 3: the tenant's OpenID Connect provider (issuer, client id, secret), used for its domains. */
export function SsoSection() {
  const { t } = useTranslation('adminSso');
  const headingId = useId();
  const provider = useSsoProvider();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" maw={760}>
      <div>
        <Title order={2} size="h4" id={headingId}>
          {t('heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      {provider.isPending && <Loader size="sm" aria-label={t('heading')} />}
      {provider.error && (
        <Alert color="red" role="alert">
          {isApiError(provider.error) && provider.error.status === 403
            ? t('forbidden')
            : provider.error.message}
        </Alert>
      )}
      {provider.data && <SsoForm provider={provider.data} />}
      {provider.data?.enabled && <SsoLinkApproval />}
    </Stack>
  );
}

/** The provider's form (reset when the stored provider changes) and its save, refusals at their fields. */
function useSsoForm(provider: SsoProvider) {
  const { t } = useTranslation('adminSso');
  const save = useSaveSsoProvider();
  const form = useForm<SsoFormValues>({
    initialValues: toSsoFormValues(provider),
    validate: (values) => {
      const problems = checkSsoForm(values, provider.hasClientSecret);
      return Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, t(`problems.${problem}`)]),
      );
    },
  });
  useErrorsFollowLanguage(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the stored provider changes
  useEffect(() => {
    form.setValues(toSsoFormValues(provider));
    form.resetDirty(toSsoFormValues(provider));
  }, [provider]);

  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit((values) => {
    save.mutate(toSsoInput(values), {
      onSuccess: (saved) =>
        notifySuccess(
          t('saved'),
          saved.enabled ? t('savedEnabled', { issuer: saved.issuer }) : t('savedDisabled'),
        ),
      onError: (error) => {
        // 422 SSO_SECRET_REQUIRED belongs to the secret field; 400 lists its fields itself.
        // 422 SSO_ISSUER_NOT_ALLOWED (not https, or a local/private address) belongs to the issuer.
        const secretMissing = isApiError(error) && error.code === 'SSO_SECRET_REQUIRED';
        const issuerRefused = isApiError(error) && error.code === 'SSO_ISSUER_NOT_ALLOWED';
        invalid.setFieldErrors(
          form,
          secretMissing
            ? { clientSecret: t('secretRequired') }
            : issuerRefused
              ? { issuer: t('issuerNotAllowed') }
              : toFieldErrors(error),
        );
        if (!secretMissing && !issuerRefused && generalErrorMessage(error))
          notifyFailure(t('notSaved'), error);
      },
    });
  }, invalid.onValidationFailure);
  return { save, form, invalid, submit };
}

/** The provider's fields: issuer, client id, client secret (kept when left empty) and the switch. */
function SsoFields({
  provider,
  form,
}: {
  provider: SsoProvider;
  form: ReturnType<typeof useSsoForm>['form'];
}) {
  const { t } = useTranslation('adminSso');
  return (
    <>
      <TextInput
        label={t('issuer')}
        description={t('issuerHint')}
        placeholder="https://login.example.org/realms/example"
        type="url"
        required
        maxLength={500}
        autoComplete="off"
        {...form.getInputProps('issuer')}
      />
      <TextInput
        label={t('clientId')}
        required
        maxLength={500}
        autoComplete="off"
        {...form.getInputProps('clientId')}
      />
      <PasswordInput
        label={t('clientSecret')}
        description={provider.hasClientSecret ? t('clientSecretHint') : undefined}
        placeholder={provider.hasClientSecret ? t('clientSecretKeep') : undefined}
        required={!provider.hasClientSecret}
        maxLength={2000}
        autoComplete="new-password"
        {...form.getInputProps('clientSecret')}
      />
      <Switch
        label={t('enabled')}
        description={t('enabledHint')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
    </>
  );
}

/** The tenant's provider as a form, with a notice while none is configured yet. */
function SsoForm({ provider }: { provider: SsoProvider }) {
  const { t } = useTranslation('adminSso');
  const { save, form, invalid, submit } = useSsoForm(provider);
  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        {!provider.configured && (
          <Alert color="blue" role="status">
            {t('notConfigured')}
          </Alert>
        )}
        <SsoFields provider={provider} form={form} />
        <RedirectUriField value={provider.redirectUri} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
