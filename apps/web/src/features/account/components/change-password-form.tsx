import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useChangePassword } from '../api/change-password';
import { useAccountErrorMessage } from '../hooks/use-account-error-message';

/**
 * Password change with the current password and the new one entered twice. On a page of its own
 * (/{product}/passwort) the heading is the page's h1.
 */
export function ChangePasswordForm({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const errorMessage = useAccountErrorMessage(change.error);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { current: '', password: '', repeat: '' },
    validate: {
      current: (v) => (v ? null : t('password.currentRequired')),
      password: (v) => (v.length >= 8 ? null : t('password.tooShort')),
      repeat: (v, values) => (v === values.password ? null : t('password.mismatch')),
    },
  });
  useErrorsFollowLanguage(form);
  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit(
    (v) =>
      change.mutate(
        { currentPassword: v.current, newPassword: v.password },
        { onSuccess: () => form.reset() },
      ),
    invalid.onValidationFailure,
  );

  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <Stack gap="sm" maw={420}>
        <Title order={headingOrder} size={headingOrder === 1 ? 'h1' : 'h3'} id="password-heading">
          {t('password.heading')}
        </Title>
        <div aria-live="polite">
          {errorMessage && (
            <Alert color="red" title={t('password.failed')}>
              {errorMessage}
            </Alert>
          )}
          {change.isSuccess && <Alert color="green">{t('password.changed')}</Alert>}
        </div>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          key={form.key('current')}
          {...form.getInputProps('current')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('password.repeat')}
          autoComplete="new-password"
          required
          key={form.key('repeat')}
          {...form.getInputProps('repeat')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
