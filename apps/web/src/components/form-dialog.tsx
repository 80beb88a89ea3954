import { Button, Group, type MantineSize, type MantineSpacing, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';

export interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's ref for focusing the first refused field (useFocusFirstInvalid). */
  formRef?: Ref<HTMLFormElement>;
  /** The submit button is busy. */
  saving: boolean;
  /** Cancel closes the dialog. */
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** Space between the fields (md unless given). */
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * The form of a dialog: the given fields one under the other, then cancel and submit (busy while
 * saving). The form checks itself (noValidate).
 */
export function DialogForm(props: DialogFormProps) {
  return (
    <form ref={props.formRef} onSubmit={props.onSubmit} noValidate>
      <Stack gap={props.gap ?? 'md'}>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" loading={props.saving}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface FormDialogProps extends Omit<DialogFormProps, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: MantineSize;
}

/** A form in a labelled modal (focus trapped, Escape closes); cancel closes it. */
export function FormDialog({ opened, onClose, title, size, ...form }: FormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} size={size} title={title}>
      <DialogForm {...form} onCancel={onClose} />
    </Modal>
  );
}
