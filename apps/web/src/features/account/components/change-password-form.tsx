import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, newPasswordRules } from '@/components/new-password-fields';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useChangePassword } from '../api/change-password';
import { useAccountErrorMessage } from '../hooks/use-account-error-message';
import { AccountForm, AccountSubmit } from './account-form';
import { FormStatus } from './form-status';

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
      ...newPasswordRules({ tooShort: t('password.tooShort'), mismatch: t('password.mismatch') }),
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
    <AccountForm
      formRef={invalid.ref}
      onSubmit={submit}
      headingId="password-heading"
      heading={t('password.heading')}
      headingOrder={headingOrder}
    >
      <FormStatus
        errorTitle={t('password.failed')}
        errorMessage={errorMessage}
        success={change.isSuccess && t('password.changed')}
      />
      <PasswordInput
        label={t('password.current')}
        autoComplete="current-password"
        required
        key={form.key('current')}
        {...form.getInputProps('current')}
      />
      <NewPasswordFields form={form} passwordLabel={t('password.new')} repeatLabel={t('password.repeat')} />
      <AccountSubmit loading={change.isPending}>{t('password.submit')}</AccountSubmit>
    </AccountForm>
  );
}
