import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface PageHeadingProps {
  title: string;
  intro?: string;
  /** e.g. the "new" button, shown right of the heading. */
  action?: ReactNode;
}

/** Document title, h1, a line of intro and an optional action: the head of every admin page. */
export function PageHeading({ title, intro, action }: PageHeadingProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <PageTitle title={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {action}
    </Group>
  );
}
