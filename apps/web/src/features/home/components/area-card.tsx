import { Badge, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface AreaCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Where the area opens; without it the card is disabled and marked "kommt bald". */
  to?: string;
}

/** A booking area: a link card when it is available, otherwise visibly disabled ("kommt bald"). */
export function AreaCard({ icon, title, description, to }: AreaCardProps) {
  const { t } = useTranslation('home');
  if (to) {
    return (
      <Card component={Link} to={to} withBorder padding="lg" style={{ textDecoration: 'none' }}>
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true" mb="sm">
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4" mb={4}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Card>
    );
  }
  return (
    <Card component="article" withBorder padding="lg" aria-disabled="true" style={{ opacity: 0.75 }}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Badge variant="light" color="gray">
          {t('comingSoon')}
        </Badge>
      </Group>
      <Title order={3} size="h4" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Card>
  );
}
