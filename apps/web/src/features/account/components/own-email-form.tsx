import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { toFieldErrors } from '@/lib/form-errors';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { type OwnProfile, useChangeOwnEmail } from '../api/own-profile';

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
    <form ref={invalid.ref} onSubmit={submit} noValidate aria-labelledby="email-change-heading">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h3" id="email-change-heading">
          {t('profile.emailHeading')}
        </Title>
        {profile.hasPassword ? (
          <>
            <Text size="sm" c="dimmed">
              {t('profile.emailIntro')}
            </Text>
            <div aria-live="polite">
              {change.isSuccess && profile.pendingEmail && (
                <Alert color="green">{t('profile.emailSent', { email: profile.pendingEmail })}</Alert>
              )}
              {change.error && !fieldError && (
                <Alert color="red" title={t('profile.failed')}>
                  {change.error.message}
                </Alert>
              )}
            </div>
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
            <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('profile.emailSubmit')}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('profile.noPassword')}</Text>
        )}
      </Stack>
    </form>
  );
}
