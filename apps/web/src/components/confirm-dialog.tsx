import type { ConfirmDialogProps } from './confirm-dialog-content';
import { lazyDialog } from './lazy-dialog';

/**
 * A destructive action's confirmation; the safe choice (cancel) gets the initial focus. Its code
 * (Mantine's Modal, focus trap, scroll lock) loads the first time it opens (issue 14).
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog-content').then((module) => module.ConfirmDialogContent),
  (props) => props.opened,
);
