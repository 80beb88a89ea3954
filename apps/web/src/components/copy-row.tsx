import { Group, TextInput } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A read-only address to copy: the field (its text selected on focus) and beside it the copy
 * button the caller gives (its looks differ by screen).
 */
export function CopyRow(props: {
  label: string;
  value: string;
  /** The field's style; by default it takes the row's rest and may shrink. */
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}) {
  const { label, value, style = { flex: 1, minWidth: 0 }, testId } = props;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={style}
        data-testid={testId}
      />
      {props.children}
    </Group>
  );
}
