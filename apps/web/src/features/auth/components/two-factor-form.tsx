import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { useSignInErrorMessage } from '../hooks/use-sign-in-error-message';
import { ActionLink } from './action-link';
import { AuthHeading } from './auth-heading';

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
        <AuthHeading
          heading={t('twoFactor.heading')}
          intro={kind === 'totp' ? t('twoFactor.intro') : t('twoFactor.introBackup')}
          errorTitle={t('twoFactor.failed')}
          errorMessage={errorMessage}
        />
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
