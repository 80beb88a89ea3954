import { Box, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A card's terms and descriptions (`<dl>`), one under the other; terms at most `termWidth` wide. */
export function DetailList({ children, termWidth = '9rem' }: { children: ReactNode; termWidth?: string }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gap: '0.35rem 1rem', '--detail-term-width': termWidth } as CSSProperties}
    >
      {children}
    </Box>
  );
}

/** One term and its description; on wide cards the term sits left of the value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, var(--detail-term-width)) minmax(0, 1fr)',
        gap: '0 0.75rem',
      }}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** Cards as a list (`<ul>` of `<li>` cards) in a responsive grid. */
export function CardGrid(props: { label: string; cols: SimpleGridProps['cols']; children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={props.label}
      cols={props.cols}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {props.children}
    </SimpleGrid>
  );
}

/** A small term over its description, one cell of a grid of several (`<div><dt/><dd/></div>`). */
export function StackedDetail(props: { label: ReactNode; children: ReactNode; wrapAnywhere?: boolean }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        style={props.wrapAnywhere ? { overflowWrap: 'anywhere' } : undefined}
      >
        {props.children}
      </Text>
    </div>
  );
}
