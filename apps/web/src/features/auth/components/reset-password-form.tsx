import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields, newPasswordRules } from '@/components/new-password-fields';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useResetPassword } from '../api/recovery';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';
import { AuthHeading } from './auth-heading';

/** Step 2 of password recovery (?token= from the mail): the new password, entered twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const errorMessage = useSignInErrorMessage(reset.error);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repeat: '' },
    validate: {
      ...newPasswordRules({ tooShort: t('recovery.tooShort'), mismatch: t('recovery.mismatch') }),
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
        <AuthHeading
          heading={t('recovery.newHeading')}
          errorTitle={t('recovery.failed')}
          errorMessage={errorMessage}
        />
        <NewPasswordFields
          form={form}
          passwordLabel={t('recovery.newPassword')}
          repeatLabel={t('recovery.repeatPassword')}
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
