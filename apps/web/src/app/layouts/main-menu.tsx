import { Button, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ApprovalCountBadge } from '../../features/fleet-approvals/components/approval-count-badge';
import { LicenceDueBadge } from '../../features/fleet-licences/components/licence-due-badge';
import { useMe } from '../../lib/session';
import { HorizontalMenuGroup, VerticalMenuGroup } from './main-menu-group';
import { buildMenuItems, menuNamespaces } from './menu-items';

interface MainMenuProps {
  orientation: 'horizontal' | 'vertical';
}

/** Horizontal in the header on wide screens, vertical in the burger drawer on narrow ones. */
export function MainMenu({ orientation }: MainMenuProps) {
  const { data: me } = useMe();
  const items = buildMenuItems(me);
  // Only the namespaces of the entries shown: loading them suspends until they are there.
  const { t } = useTranslation(menuNamespaces(items));
  if (orientation === 'vertical') {
    return (
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.to}>
            {item.children ? (
              <VerticalMenuGroup item={item} />
            ) : (
              <MantineNavLink
                component={NavLink}
                to={item.to}
                end={item.end}
                label={
                  <span style={{ display: 'inline-flex', alignItems: 'center' }}>
                    {t(item.label)}
                    {item.badge === 'approvals' && <ApprovalCountBadge me={me} />}
                    {item.badge === 'licences' && <LicenceDueBadge me={me} />}
                  </span>
                }
              />
            )}
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Group component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.to}>
          {item.children ? (
            <HorizontalMenuGroup item={item} />
          ) : (
            <NavLink to={item.to} end={item.end}>
              {({ isActive }) => (
                <Button
                  component="span"
                  variant={isActive ? 'light' : 'subtle'}
                  color={isActive ? undefined : 'gray'}
                >
                  {t(item.label)}
                  {item.badge === 'approvals' && <ApprovalCountBadge me={me} />}
                  {item.badge === 'licences' && <LicenceDueBadge me={me} />}
                </Button>
              )}
            </NavLink>
          )}
        </li>
      ))}
    </Group>
  );
}
