import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('appName')}
      </Text>
      <Group component="nav" aria-label={t('footer.label')} gap="md">
        <Anchor component={Link} to="/datenschutz" size="sm">
          {t('footer.privacy')}
        </Anchor>
        <Anchor component={Link} to="/impressum" size="sm">
          {t('footer.imprint')}
        </Anchor>
      </Group>
    </Group>
  );
}
