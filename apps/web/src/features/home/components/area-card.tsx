import { Badge, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AreaCardProps {
  icon: ReactNode;
  title: string;
  description: string;
}

/** A booking area that is not built yet: visibly disabled and marked "kommt bald". */
export function AreaCard({ icon, title, description }: AreaCardProps) {
  const { t } = useTranslation('home');
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
