import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** Names as small badges in a wrapping row (permissions of a role, roles of a group, domains). */
export function BadgeList({ names, empty }: { names: readonly string[]; empty?: ReactNode }) {
  return (
    <Group gap={4}>
      {names.map((name) => (
        <Badge key={name} variant="light" size="sm" tt="none">
          {name}
        </Badge>
      ))}
      {names.length === 0 && empty}
    </Group>
  );
}
