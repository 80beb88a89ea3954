import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A named delete icon button for a table row (exceptions have nothing to edit). */
export function RowActionsDelete({ label, onDelete }: { label: string; onDelete: () => void }) {
  return (
    <Group justify="flex-end">
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onDelete}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
