import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';

// A toast keeps the words it was shown with: a language switch closes the open ones, so the
// screen never mixes languages (issue 14 point 6).
i18n.on('languageChanged', () => notifications.clean());

/** The toast's close icon is named in the current language (axe: button-name). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:dialog.close') });

/**
 * A success toast (Mantine's notifications are announced by screen readers and stay while
 * hovered); 6 s leave time to read title and message.
 */
export function notifySuccess(title: string, message: string): void {
  notifications.show({
    title,
    message,
    color: 'teal',
    autoClose: 6000,
    role: 'status',
    closeButtonProps: closeButtonProps(),
  });
}

/** A failure toast with the server's (already translated) message and, if given, what to do. */
export function notifyFailure(title: string, error: unknown, advice?: string): void {
  const reason = error instanceof Error ? error.message : String(error);
  const message = advice ? `${reason} ${advice}` : reason;
  notifications.show({ title, message, color: 'red', autoClose: 8000, closeButtonProps: closeButtonProps() });
}
