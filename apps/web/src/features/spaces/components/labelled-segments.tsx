import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';

interface LabelledSegmentsProps<T extends string> {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/**
 * A SegmentedControl (radio group) with a visible label that names it for screen readers. On a
 * phone, more than three options stand one under the other, so the page never scrolls sideways.
 */
export function LabelledSegments<T extends string>({
  label,
  value,
  data,
  onChange,
}: LabelledSegmentsProps<T>) {
  const labelId = useId();
  const stacked = useMediaQuery('(max-width: 36em)') === true && data.length > 3;
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        orientation={stacked ? 'vertical' : 'horizontal'}
        fullWidth={stacked}
        value={value}
        data={data}
        onChange={(next) => {
          const match = data.find((item) => item.value === next);
          if (match) onChange(match.value);
        }}
      />
    </Stack>
  );
}
