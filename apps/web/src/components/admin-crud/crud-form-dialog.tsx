import { Button, Group, type MantineSize, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CrudDialogState } from './use-crud-form';

interface CrudFormDialogProps {
  dialog: CrudDialogState;
  size?: MantineSize;
  children: ReactNode;
}

/**
 * The create/edit dialog of an admin collection: a labelled modal (focus trapped, Escape
 * closes) around a form with the given fields, cancel and save (busy while saving).
 */
export function CrudFormDialog({ dialog, size, children }: CrudFormDialogProps) {
  const { opened, onClose, title, onSubmit, formRef, saving, texts } = dialog;
  return (
    <Modal opened={opened} onClose={onClose} size={size} title={title}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
