import { Badge, type BadgeProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { countBadge } from '@/lib/count-badge';

type Props = Omit<BadgeProps, 'circle' | 'children'> &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'style' | 'children'> & { count: number };

/** A number in a badge: a circle for one digit, a pill for more ("10", never "1.."). */
export function CountBadge({ count, ...rest }: Props) {
  const { text, circle } = countBadge(count);
  return (
    <Badge {...rest} circle={circle}>
      {text}
    </Badge>
  );
}
