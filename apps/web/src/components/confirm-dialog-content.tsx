import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  loading?: boolean;
  /** Why the action failed (e.g. a 409), shown inside the dialog and announced. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Red confirm button (the default); false: the theme's colour, for actions that destroy nothing. */
  destructive?: boolean;
}

/** An action's confirmation (destructive by default); the safe choice (cancel) gets the initial focus. */
export function ConfirmDialogContent({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  loading,
  error,
  onConfirm,
  onClose,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          {/* red 9: white on Mantine's red 7 has 3.9:1, below AA (axe: color-contrast) */}
          <Button color={destructive ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
