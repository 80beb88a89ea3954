import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secretOf } from '../api/totp-uri';
import { type Enrolment, useConfirmTwoFactor } from '../api/two-factor';
import { useAccountErrorMessage } from '../hooks/use-account-error-message';
import { FormStatus } from './form-status';
import { RecoveryCodes } from './recovery-codes';

/** Scan the QR code (or type the secret), confirm with a code, then keep the recovery codes. */
export function TwoFactorEnrolment({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [qr, setQr] = useState<string>();
  const [code, setCode] = useState('');
  const confirm = useConfirmTwoFactor();
  const errorMessage = useAccountErrorMessage(confirm.error);
  const secret = secretOf(enrolment.totpURI);

  useEffect(() => {
    let live = true;
    toDataURL(enrolment.totpURI, { margin: 1, width: 200 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [enrolment.totpURI]);

  if (confirm.isSuccess) return <RecoveryCodes codes={enrolment.backupCodes} onDone={onDone} />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim()) confirm.mutate(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('twoFactor.scan')}</Text>
        {qr && <Image src={qr} alt={t('twoFactor.qrAlt')} w={200} h={200} />}
        <Text size="sm">
          {t('twoFactor.secret')} <Code data-testid="totp-secret">{secret}</Code>
        </Text>
        <FormStatus live="assertive" errorTitle={t('twoFactor.failed')} errorMessage={errorMessage} />
        <TextInput
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('twoFactor.confirm')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
