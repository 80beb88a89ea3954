import { Button, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSsoDiscovery, useStartSso } from '../api/sso';

/** Offered when the typed address's domain has single sign-on (spec: SSO per tenant). */
export function SsoButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const discovery = useSsoDiscovery(email.trim());
  const start = useStartSso();
  const providerId = discovery.data?.providerId;
  if (!providerId) return null;
  return (
    <>
      <Text size="sm" c="dimmed" role="status">
        {t('login.ssoHint')}
      </Text>
      <Button
        variant="light"
        fullWidth
        leftSection={<IconBuildingSkyscraper size={16} aria-hidden="true" />}
        loading={start.isPending}
        onClick={() => start.mutate(providerId)}
      >
        {t('login.sso')}
      </Button>
    </>
  );
}
