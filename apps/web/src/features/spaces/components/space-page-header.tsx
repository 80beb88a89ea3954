import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconList, IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import type { LiveStatus } from '@/lib/use-live-events';
import type { SpaceProduct } from '../api/types';
import { InfoDialogButton } from './info-dialog';
import { LiveStatusBadge } from './live-status';

interface SpacePageHeaderProps {
  product: SpaceProduct;
  view: 'map' | 'list';
  /** Current query string, kept when switching between map and list. */
  search: string;
  live: LiveStatus;
  /** Phone layout: no intro, help and rules as icon buttons, larger view switch. */
  phone?: boolean;
}

/** Title, map/list switch, the "how it works" and "rules" dialogs and the live indicator. */
export function SpacePageHeader({ product, view, search, live, phone = false }: SpacePageHeaderProps) {
  const { t } = useTranslation('spaces');
  const title = t(`products.${product}.title`);
  const suffix = search ? `?${search}` : '';
  const views = [
    { key: 'map', path: 'karte', icon: IconMap },
    { key: 'list', path: 'liste', icon: IconList },
  ] as const;
  const nav = (
    <Group component="nav" aria-label={t('views.label')} gap={4}>
      {views.map(({ key, path, icon: Icon }) => (
        <Button
          key={key}
          component={NavLink}
          to={`/${product}/${path}${suffix}`}
          variant={view === key ? 'filled' : 'default'}
          aria-current={view === key ? 'page' : undefined}
          leftSection={<Icon size={16} aria-hidden="true" />}
          size={phone ? 'sm' : 'xs'}
          h={phone ? 44 : undefined}
        >
          {t(`views.${key}`)}
        </Button>
      ))}
    </Group>
  );
  if (phone) {
    return (
      <Stack gap="xs">
        <PageTitle title={`${title} – ${t(`views.${view}`)}`} />
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          <Title order={1}>{title}</Title>
          <LiveStatusBadge status={live} />
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {nav}
          <Group gap="xs" wrap="nowrap">
            <InfoDialogButton kind="help" compact />
            <InfoDialogButton kind="rules" compact />
          </Group>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <PageTitle title={`${title} – ${t(`views.${view}`)}`} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            {t(`products.${product}.intro`)}
          </Text>
        </Stack>
        <Group gap="xs">
          <LiveStatusBadge status={live} />
          <InfoDialogButton kind="help" />
          <InfoDialogButton kind="rules" />
        </Group>
      </Group>
      {nav}
    </Stack>
  );
}
