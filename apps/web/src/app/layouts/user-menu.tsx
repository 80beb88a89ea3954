import { Avatar, Button, Loader, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyPersonalSettingsDialog } from '../../features/personal-settings/components/lazy-personal-settings-dialog';
import { useMe } from '../../lib/session';

// The menu's items (their icons, texts and links) load when the menu first opens (issue 14).
const UserMenuItems = lazy(() =>
  import('./user-menu-items').then((module) => ({ default: module.UserMenuItems })),
);

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
          {/* The items and their texts (account, password, settings) load when the menu first opens. */}
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
