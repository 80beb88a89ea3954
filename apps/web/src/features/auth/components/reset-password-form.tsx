import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useResetPassword } from '../api/recovery';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';
import { FormError } from './form-error';

/** Step 2 of password recovery (?token= from the mail): the new password, entered twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const errorMessage = useSignInErrorMessage(reset.error);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (v) => (v.length >= 8 ? null : t('recovery.tooShort')),
      repeat: (v, values) => (v === values.password ? null : t('recovery.mismatch')),
    },
  });
  useErrorsFollowLanguage(form);
  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit(
    ({ password }) => reset.mutate({ token, newPassword: password }),
    invalid.onValidationFailure,
  );

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status" title={t('recovery.newHeading')}>
          {t('recovery.done')}
        </Alert>
        <Button component={Link} to="/login">
          {t('recovery.toLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('recovery.newHeading')}
        </Title>
        <FormError title={t('recovery.failed')} message={errorMessage} />
        <PasswordInput
          label={t('recovery.newPassword')}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('recovery.repeatPassword')}
          autoComplete="new-password"
          required
          key={form.key('repeat')}
          {...form.getInputProps('repeat')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('recovery.save')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('recovery.toLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
