import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendSignInCode, useSignInWithCode } from '../api/sign-in-code';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';
import { ActionLink } from './action-link';
import { AuthHeading } from './auth-heading';

type Props = { initialEmail: string; onSignedIn: () => void; onTwoFactor: () => void; onBack: () => void };

/** Sign-in by e-mailed one-time code: send the code, then enter it. */
export function CodeSignInForm({ initialEmail, onSignedIn, onTwoFactor, onBack }: Props) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const send = useSendSignInCode();
  const signIn = useSignInWithCode();
  const errorMessage = useSignInErrorMessage(send.error ?? signIn.error) ?? problem;

  const sendCode = (event: React.FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setProblem(t('login.emailInvalid'));
    setProblem(undefined);
    send.mutate(address, { onSuccess: () => setSentTo(address) });
  };
  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!sentTo || code.length !== 6) return setProblem(t('code.codeRequired'));
    setProblem(undefined);
    signIn.mutate(
      { email: sentTo, otp: code },
      { onSuccess: (r) => (r?.twoFactorRedirect ? onTwoFactor() : onSignedIn()) },
    );
  };

  return (
    <Stack gap="md">
      <AuthHeading heading={t('code.heading')} errorTitle={t('login.failed')} errorMessage={errorMessage} />
      {!sentTo ? (
        <form onSubmit={sendCode} noValidate>
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t('code.intro')}
            </Text>
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" loading={send.isPending} fullWidth>
              {t('code.send')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="md">
            <Text size="sm" role="status">
              {t('code.sent', { email: sentTo })}
            </Text>
            <TextInput
              label={t('code.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button type="submit" loading={signIn.isPending} fullWidth>
              {t('code.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Group justify="space-between">
        <ActionLink onClick={onBack}>{t('login.withPassword')}</ActionLink>
        {sentTo && <ActionLink onClick={() => send.mutate(sentTo)}>{t('code.resend')}</ActionLink>}
      </Group>
    </Stack>
  );
}
