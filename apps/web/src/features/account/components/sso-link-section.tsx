import { Alert, Badge, Button, Group } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLinkedAccounts, useLinkSso, useOwnSsoProvider } from '../api/sso-link';
import { useAccountErrorMessage } from '../hooks/use-account-error-message';
import { AccountSection } from './account-form';

/** Shown when the user's domain has single sign-on: link it to this account while signed in. */
export function SsoLinkSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const discovery = useOwnSsoProvider(email);
  const accounts = useLinkedAccounts();
  const link = useLinkSso();
  const errorMessage = useAccountErrorMessage(link.error);
  const providerId = discovery.data?.providerId;
  if (!providerId || !accounts.data) return null;
  const linked = accounts.data.some((a) => a.providerId === providerId);
  return (
    <AccountSection
      headingId="sso-link-heading"
      heading={t('ssoLink.heading')}
      badge={
        <Badge color={linked ? 'green' : 'gray'}>
          {linked ? t('ssoLink.linked') : t('ssoLink.notLinked')}
        </Badge>
      }
      intro={t('ssoLink.intro')}
    >
      {errorMessage && (
        <Alert color="red" role="alert">
          {errorMessage}
        </Alert>
      )}
      {!linked && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconBuildingSkyscraper size={16} aria-hidden="true" />}
            loading={link.isPending}
            onClick={() => link.mutate(providerId)}
          >
            {t('ssoLink.link')}
          </Button>
        </Group>
      )}
    </AccountSection>
  );
}
