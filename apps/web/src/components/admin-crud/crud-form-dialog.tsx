import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormDialog } from '../form-dialog';
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
  const { texts, ...form } = dialog;
  return (
    <FormDialog {...form} size={size} cancelLabel={texts.cancel} submitLabel={texts.save}>
      {children}
    </FormDialog>
  );
}
