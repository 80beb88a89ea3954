import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type SignInInput, useSignIn } from '../api/sign-in';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';

/** E-mail + password sign-in; afterwards the loading screen loads the session and continues. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const errorMessage = useSignInErrorMessage(signIn.error);
  const form = useForm<SignInInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: isEmail(t('login.emailInvalid')),
      password: isNotEmpty(t('login.passwordRequired')),
    },
  });

  const submit = form.onSubmit((values) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => navigate('/ladebildschirm', { replace: true }) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('login.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('login.intro')}
        </Text>
        <div aria-live="assertive">
          {errorMessage && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title={t('login.failed')}>
              {errorMessage}
            </Alert>
          )}
        </div>
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
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
      </Stack>
    </form>
  );
}
