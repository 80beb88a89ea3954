import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';

const KNOWN = [
  'access_denied',
  'no_code',
  'state_not_found',
  'state_mismatch',
  'invalid_code',
  'provider_not_found',
  'SSO_USER_UNKNOWN',
  'SSO_TENANT_MISMATCH',
  'SSO_ACCOUNT_NOT_ALLOWED',
  'SSO_LINK_REQUIRED',
  'SSO_ISSUER_NOT_ALLOWED',
  'USER_INACTIVE',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'EMAIL_CHANGE_NOT_PENDING',
  'EMAIL_TAKEN',
  'INVALID_USER',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (v: string): v is Known => (KNOWN as readonly string[]).includes(v);

/**
 * Landing page of links and single sign-on callbacks. Errors (error, error_description) are
 * shown translated where known; the provider's own description is shown as its message.
 */
export function ConfirmMessage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const error = params.get('error');
  const description = params.get('error_description');
  useEffect(() => heading.current?.focus(), []);
  if (!error && params.get('emailChanged') === '1') return <EmailChanged />;
  if (!error) return <Navigate to="/ladebildschirm" replace />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2" ref={heading} tabIndex={-1}>
        {t('confirm.heading')}
      </Title>
      <Alert
        color="red"
        role="alert"
        title={isKnown(error) ? t(`confirm.errors.${error}`) : t('confirm.generic')}
      >
        {description && (error === 'access_denied' || !isKnown(error)) ? (
          <Text size="sm">{t('confirm.providerSays', { description })}</Text>
        ) : null}
      </Alert>
      <Button component={Link} to="/login">
        {t('confirm.toLogin')}
      </Button>
    </Stack>
  );
}

/** After the confirmation link of an e-mail change (issue 8.2): the account has the new address. */
function EmailChanged() {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={1} size="h2" ref={heading} tabIndex={-1}>
        {t('confirm.emailChangedHeading')}
      </Title>
      <Alert color="teal" role="status">
        {t('confirm.emailChangedText')}
      </Alert>
      <Button component={Link} to="/login">
        {t('confirm.toLogin')}
      </Button>
    </Stack>
  );
}
