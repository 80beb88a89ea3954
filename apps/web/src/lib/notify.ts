import { notifications } from '@mantine/notifications';

/**
 * A success toast (Mantine's notifications are announced by screen readers and stay while
 * hovered); 6 s leave time to read title and message.
 */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', autoClose: 6000, role: 'status' });
}

/** A failure toast with the server's (already translated) message. */
export function notifyFailure(title: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({ title, message, color: 'red', autoClose: 8000 });
}
