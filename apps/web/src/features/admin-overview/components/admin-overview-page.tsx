import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconAdjustments,
  IconBuilding,
  IconForms,
  IconListDetails,
  IconMail,
  IconShieldLock,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { type AdminPageKey, listAdminPages } from '@/lib/admin-pages';
import { useMe } from '@/lib/session';

const ICONS: Record<AdminPageKey, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  users: IconUsers,
  roles: IconShieldLock,
  groups: IconUsersGroup,
  settings: IconAdjustments,
  tenants: IconBuilding,
  audit: IconListDetails,
  mailbox: IconMail,
  objectAttributes: IconForms,
};

/** /admin: a card for every admin page the session may open (same rule as menu and guard). */
export function AdminOverviewPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { data: me } = useMe();
  const pages = listAdminPages(me);
  const title = (key: AdminPageKey) => (key === 'mailbox' ? t('common:nav.mailbox') : t(`admin:nav.${key}`));
  return (
    <Stack gap="lg">
      <PageHeading title={t('overview.heading')} intro={t('overview.intro')} />
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
        {pages.map((page) => {
          const Icon = ICONS[page.key];
          return (
            <li key={page.key}>
              <UnstyledButton component={Link} to={page.path} display="block" h="100%">
                <Card withBorder radius="md" padding="lg" h="100%">
                  <Stack gap="xs">
                    <ThemeIcon variant="light" size="lg" radius="md">
                      <Icon size={20} aria-hidden />
                    </ThemeIcon>
                    <Title order={2} size="h4">
                      {title(page.key)}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t(`overview.cards.${page.key}`)}
                    </Text>
                  </Stack>
                </Card>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
