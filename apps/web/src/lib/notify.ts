import { notifications } from '@mantine/notifications';

/** A short success toast (Mantine's notifications are announced by screen readers). */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', autoClose: 4000, role: 'status' });
}

/** A failure toast with the server's (already translated) message. */
export function notifyFailure(title: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({ title, message, color: 'red', autoClose: 8000 });
}
