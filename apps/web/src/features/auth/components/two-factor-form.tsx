import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';
import { ActionLink } from './action-link';
import { FormError } from './form-error';

/** The TOTP challenge after a correct password (or code), with recovery codes as fallback. */
export function TwoFactorForm({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyTwoFactor();
  const serverMessage = useSignInErrorMessage(verify.error);
  const errorMessage = problem ?? serverMessage;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem(t('twoFactor.codeRequired'));
    setProblem(undefined);
    verify.mutate(
      { code, kind },
      {
        onSuccess: onSignedIn,
        onError: () => {
          setCode('');
          input.current?.focus();
        },
      },
    );
  };
  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    verify.reset();
    input.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('twoFactor.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {kind === 'totp' ? t('twoFactor.intro') : t('twoFactor.introBackup')}
        </Text>
        <FormError title={t('twoFactor.failed')} message={errorMessage} />
        <TextInput
          ref={input}
          label={kind === 'totp' ? t('twoFactor.code') : t('twoFactor.backupCode')}
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoFocus
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t('twoFactor.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <ActionLink onClick={switchKind}>
            {kind === 'totp' ? t('twoFactor.useBackup') : t('twoFactor.useTotp')}
          </ActionLink>
          <ActionLink onClick={onBack}>{t('twoFactor.back')}</ActionLink>
        </Group>
      </Stack>
    </form>
  );
}
