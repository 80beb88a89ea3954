import { Button, Group, type MantineSize, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: MantineSize;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's ref for focusing the first refused field (useFocusFirstInvalid). */
  formRef?: Ref<HTMLFormElement>;
  /** The submit button is busy. */
  saving: boolean;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A form in a labelled modal (focus trapped, Escape closes): the given fields one under the
 * other, then cancel and submit (busy while saving). The form checks itself (noValidate).
 */
export function FormDialog(props: FormDialogProps) {
  const { opened, onClose, title, size, onSubmit, formRef, saving, children } = props;
  return (
    <Modal opened={opened} onClose={onClose} size={size} title={title}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {props.cancelLabel}
            </Button>
            <Button type="submit" loading={saving}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
