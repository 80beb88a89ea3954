import { Badge, Button, Loader, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '../api/get-auth-session';
import { type Enrolment, useDisableTwoFactor, useEnableTwoFactor } from '../api/two-factor';
import { useAccountErrorMessage } from '../hooks/use-account-error-message';
import { AccountSection } from './account-form';
import { FormStatus } from './form-status';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Two-factor sign-in (TOTP): enable with the password, or disable with the password. */
export function TwoFactorSection() {
  const { t } = useTranslation('account');
  const session = useAuthSession();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const errorMessage = useAccountErrorMessage(enable.error ?? disable.error);
  const active = session.data?.user.twoFactorEnabled === true;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return;
    const done = { onSuccess: () => setPassword('') };
    if (active) disable.mutate(password, done);
    else
      enable.mutate(password, {
        onSuccess: (e) => {
          setEnrolment(e);
          setPassword('');
        },
      });
  };
  const finish = () => {
    setEnrolment(undefined);
    enable.reset();
    void session.refetch();
  };

  return (
    <AccountSection
      headingId="two-factor-heading"
      heading={t('twoFactor.heading')}
      badge={
        // Shown once the state is known: "off" while loading would be a wrong answer.
        session.isPending ? (
          <Loader size="xs" aria-label={t('twoFactor.heading')} />
        ) : (
          <Badge color={active ? 'green' : 'gray'} data-testid="two-factor-state">
            {active ? t('twoFactor.on') : t('twoFactor.off')}
          </Badge>
        )
      }
      intro={t('twoFactor.intro')}
    >
      {enrolment ? (
        <TwoFactorEnrolment enrolment={enrolment} onDone={finish} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420}>
            <FormStatus live="assertive" errorTitle={t('twoFactor.failed')} errorMessage={errorMessage} />
            <PasswordInput
              label={t('twoFactor.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button
              type="submit"
              color={active ? 'red' : undefined}
              loading={enable.isPending || disable.isPending}
              disabled={session.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {active ? t('twoFactor.disable') : t('twoFactor.enable')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountSection>
  );
}
