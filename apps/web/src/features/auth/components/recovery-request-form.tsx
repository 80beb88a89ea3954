import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useRequestRecovery } from '../api/recovery';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';
import { AuthHeading } from './auth-heading';

/** Step 1 of password recovery: a link by e-mail (same answer whether the account exists or not). */
export function RecoveryRequestForm() {
  const { t } = useTranslation('auth');
  const request = useRequestRecovery();
  const errorMessage = useSignInErrorMessage(request.error);
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: isEmail(t('login.emailInvalid')) },
  });
  useErrorsFollowLanguage(form);
  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit(
    ({ email }) => request.mutate(email.trim(), { onSuccess: () => setSentTo(email.trim()) }),
    invalid.onValidationFailure,
  );

  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthHeading
          heading={t('recovery.heading')}
          intro={t('recovery.intro')}
          errorTitle={t('recovery.failed')}
          errorMessage={errorMessage}
        />
        <div role="status">{sentTo && <Text size="sm">{t('recovery.sent', { email: sentTo })}</Text>}</div>
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('recovery.send')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('recovery.toLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
