import { Anchor, Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggleMenu')}
          aria-expanded={navOpened}
          aria-controls="app-navbar"
        />
        <Anchor component={Link} to="/" underline="never" aria-label={t('logoLabel')}>
          <Logo />
        </Anchor>
        <Box component="nav" aria-label={t('nav.main')} visibleFrom="sm">
          <MainMenu orientation="horizontal" />
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <UserMenu />
      </Group>
    </Group>
  );
}
