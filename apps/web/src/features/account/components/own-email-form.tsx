import { PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { toFieldErrors } from '@/lib/form-errors';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { type OwnProfile, useChangeOwnEmail } from '../api/own-profile';
import { AccountForm, AccountSubmit } from './account-form';
import { FormStatus } from './form-status';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The own e-mail change (issue 14 point 8): the new address gets a confirmation link (the flow an
 * admin's change takes, issue 8.2); asked with the current password.
 */
export function OwnEmailForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const change = useChangeOwnEmail();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', currentPassword: '' },
    validate: {
      email: (v) => (EMAIL.test(v.trim()) ? null : t('profile.emailInvalid')),
      currentPassword: (v) => (v ? null : t('profile.currentRequired')),
    },
  });
  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit(
    (v) =>
      change.mutate(
        { email: v.email.trim(), currentPassword: v.currentPassword },
        {
          onSuccess: () => form.reset(),
          onError: (error) => {
            const fields = toFieldErrors(error);
            invalid.setFieldErrors(form, fields);
          },
        },
      ),
    invalid.onValidationFailure,
  );
  const fieldError = change.error ? Object.keys(toFieldErrors(change.error)).length > 0 : false;
  return (
    <AccountForm
      formRef={invalid.ref}
      onSubmit={submit}
      headingId="email-change-heading"
      heading={t('profile.emailHeading')}
    >
      {profile.hasPassword ? (
        <>
          <Text size="sm" c="dimmed">
            {t('profile.emailIntro')}
          </Text>
          <FormStatus
            errorTitle={t('profile.failed')}
            errorMessage={!fieldError && change.error?.message}
            success={
              change.isSuccess &&
              !!profile.pendingEmail &&
              t('profile.emailSent', { email: profile.pendingEmail })
            }
          />
          <TextInput
            label={t('profile.newEmail')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <AccountSubmit loading={change.isPending}>{t('profile.emailSubmit')}</AccountSubmit>
        </>
      ) : (
        <Text size="sm">{t('profile.noPassword')}</Text>
      )}
    </AccountForm>
  );
}
