import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** Accessible names, e.g. "Rolle Fuhrpark bearbeiten". */
  editLabel: string;
  deleteLabel?: string;
  onEdit: () => void;
  onDelete?: () => void;
}

/** Edit and delete icon buttons of a table row, named for screen readers. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={editLabel} withinPortal>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {onDelete && deleteLabel && (
        <Tooltip label={deleteLabel} withinPortal>
          <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
