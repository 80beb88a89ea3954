import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useApproveSsoLink } from '../api/approve-sso-link';

/** The audited admin action of ADR 7: approve linking an account that has a password or TOTP. */
export function SsoLinkApproval() {
  const { t, i18n } = useTranslation('adminSso');
  const headingId = useId();
  const [email, setEmail] = useState('');
  const approve = useApproveSsoLink();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    approve.mutate(email, {
      onSuccess: ({ expiresAt }) => {
        notifySuccess(
          t('approval.approved'),
          t('approval.approvedText', {
            email: email.trim(),
            until: formatDate(expiresAt, i18n.resolvedLanguage),
          }),
        );
        setEmail('');
      },
      onError: (error) => notifyFailure(t('approval.failed'), error),
    });
  };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t('approval.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('approval.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end">
          <TextInput
            label={t('approval.email')}
            type="email"
            autoComplete="off"
            maxLength={320}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={approve.isPending} disabled={!email.trim()}>
            {t('approval.submit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
