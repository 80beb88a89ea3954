import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { type SignInInput, useSignIn } from '../api/sign-in';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';
import { ActionLink } from './action-link';
import { AuthHeading } from './auth-heading';
import { SsoButton } from './sso-button';

type Props = { onSignedIn: () => void; onTwoFactor: () => void; onUseCode: (email: string) => void };

/** E-mail + password sign-in, with the ways out: code by e-mail, recovery, single sign-on. */
export function LoginForm({ onSignedIn, onTwoFactor, onUseCode }: Props) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const errorMessage = useSignInErrorMessage(signIn.error);
  const [email, setEmail] = useState('');
  const form = useForm<SignInInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: isEmail(t('login.emailInvalid')),
      password: isNotEmpty(t('login.passwordRequired')),
    },
    onValuesChange: (values) => setEmail(values.email),
  });
  useErrorsFollowLanguage(form);

  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit((values) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: (result) => (result?.twoFactorRedirect ? onTwoFactor() : onSignedIn()) },
    );
  }, invalid.onValidationFailure);

  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthHeading
          heading={t('login.heading')}
          intro={t('login.intro')}
          errorTitle={t('login.failed')}
          errorMessage={errorMessage}
        />
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <SsoButton email={email} />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <ActionLink onClick={() => onUseCode(email.trim())}>{t('login.withCode')}</ActionLink>
          <Anchor component={Link} to="/auth/recovery" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
