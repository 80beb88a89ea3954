import { Avatar, Button, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LazyPersonalSettingsDialog } from '../../features/personal-settings/components/lazy-personal-settings-dialog';
import { useMe } from '../../lib/session';
import { passwordPath } from './menu-items';

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** Signed in: name with a menu (sign out). Signed out: a sign-in button. */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  if (isPending) return null;
  if (!me) {
    return (
      <Button component={Link} to="/login" variant="light" size="sm">
        {t('user.signIn')}
      </Button>
    );
  }
  const { firstName, lastName, email } = me.user;
  return (
    <>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <UnstyledButton ref={targetRef} aria-label={`${t('user.menu')}: ${firstName} ${lastName}`} p={4}>
            <Avatar size="sm" color="indigo" aria-hidden="true" style={{ display: 'inline-flex' }}>
              {initials(firstName, lastName)}
            </Avatar>
            <IconChevronDown size={14} aria-hidden="true" style={{ marginLeft: 4 }} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* The items' texts (account, personal settings) load when the menu first opens. */}
          <Suspense fallback={<Loader size="xs" m="sm" aria-label={t('loading.data')} />}>
            <UserMenuItems
              firstName={firstName}
              lastName={lastName}
              email={email}
              onSettings={() => setSettingsOpen(true)}
            />
          </Suspense>
        </Menu.Dropdown>
      </Menu>
      <LazyPersonalSettingsDialog
        opened={settingsOpen}
        onClose={() => {
          setSettingsOpen(false);
          // The menu item that opened the dialog is gone; focus goes back to the menu button.
          requestAnimationFrame(() => targetRef.current?.focus());
        }}
      />
    </>
  );
}

interface UserMenuItemsProps {
  firstName: string;
  lastName: string;
  email: string;
  onSettings: () => void;
}

function UserMenuItems({ firstName, lastName, email, onSettings }: UserMenuItemsProps) {
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
