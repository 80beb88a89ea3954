import { Button, NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { type MenuItem, menuNamespaces } from './menu-items';

interface MenuGroupProps {
  item: MenuItem;
}

function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Header: an entry with sub-pages ("Admin") opens a dropdown; the first item is its overview. */
export function HorizontalMenuGroup({ item }: MenuGroupProps) {
  const { t } = useTranslation(menuNamespaces([item]));
  const { pathname } = useLocation();
  const active = isWithin(pathname, item.to);
  return (
    <Menu position="bottom-start" width={240}>
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color={active ? undefined : 'gray'}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t(item.label)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={NavLink} to={item.to} end>
          {t('admin:nav.overview')}
        </Menu.Item>
        <Menu.Divider />
        {item.children?.map((child) => (
          <Menu.Item
            key={child.to}
            component={NavLink}
            to={child.to}
            aria-current={isWithin(pathname, child.to) ? 'page' : undefined}
            fw={isWithin(pathname, child.to) ? 600 : undefined}
          >
            {t(child.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Burger drawer: the entry unfolds in place; open while one of its pages is shown. */
export function VerticalMenuGroup({ item }: MenuGroupProps) {
  const { t } = useTranslation(menuNamespaces([item]));
  const { pathname } = useLocation();
  return (
    <MantineNavLink label={t(item.label)} defaultOpened={isWithin(pathname, item.to)} childrenOffset="md">
      <MantineNavLink component={NavLink} to={item.to} end label={t('admin:nav.overview')} />
      {item.children?.map((child) => (
        <MantineNavLink key={child.to} component={NavLink} to={child.to} label={t(child.label)} />
      ))}
    </MantineNavLink>
  );
}
