import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface PeriodStepperProps {
  previousLabel: string;
  nextLabel: string;
  /** "Today" / "This week": back to the period holding today. */
  currentLabel: string;
  /** The current period is shown already. */
  currentDisabled: boolean;
  onPrevious: () => void;
  onCurrent: () => void;
  onNext: () => void;
}

/** Back one period, to the current one, forward one: arrows with their names as tooltips. */
export function PeriodStepper(props: PeriodStepperProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={props.previousLabel}>
        <ActionIcon variant="default" size="lg" aria-label={props.previousLabel} onClick={props.onPrevious}>
          <IconChevronLeft aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Button variant="default" onClick={props.onCurrent} disabled={props.currentDisabled}>
        {props.currentLabel}
      </Button>
      <Tooltip label={props.nextLabel}>
        <ActionIcon variant="default" size="lg" aria-label={props.nextLabel} onClick={props.onNext}>
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
