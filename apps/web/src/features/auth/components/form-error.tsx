import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The live region stays mounted so screen readers announce an error when it appears. */
export function FormError({ title, message }: { title: string; message: string | undefined }) {
  return (
    <div aria-live="assertive">
      {message && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title={title}>
          {message}
        </Alert>
      )}
    </div>
  );
}
