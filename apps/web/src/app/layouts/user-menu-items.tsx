import { Menu, Text } from '@mantine/core';
import { IconKey, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMe } from '../../lib/session';
import { passwordPath } from './menu-items';

interface UserMenuItemsProps {
  firstName: string;
  lastName: string;
  email: string;
  onSettings: () => void;
}

/** The user menu's entries (spec 2: settings, personal data, password, sign-out). */
export function UserMenuItems({ firstName, lastName, email, onSettings }: UserMenuItemsProps) {
  const { t } = useTranslation(['common', 'personalSettings']);
  const { t: tAccount } = useTranslation('account');
  const { pathname } = useLocation();
  const { data: me } = useMe();
  return (
    <>
      <Menu.Label>{t('user.signedInAs')}</Menu.Label>
      <Text size="sm" px="sm" pb="xs" fw={500}>
        {firstName} {lastName}
        <Text span display="block" size="xs" c="dimmed">
          {email}
        </Text>
      </Text>
      <Menu.Divider />
      <Menu.Item leftSection={<IconSettings size={16} aria-hidden="true" />} onClick={onSettings}>
        {t('personalSettings:menuItem')}
      </Menu.Item>
      <Menu.Item component={Link} to="/konto" leftSection={<IconUserCircle size={16} aria-hidden="true" />}>
        {tAccount('menuItem')}
      </Menu.Item>
      <Menu.Item
        component={Link}
        to={passwordPath(pathname, me)}
        leftSection={<IconKey size={16} aria-hidden="true" />}
      >
        {tAccount('password.menuItem')}
      </Menu.Item>
      <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden="true" />}>
        {t('user.signOut')}
      </Menu.Item>
    </>
  );
}
