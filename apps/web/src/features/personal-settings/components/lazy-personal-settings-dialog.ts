import { lazyDialog } from '@/components/lazy-dialog';
import type { PersonalSettingsDialogProps } from './personal-settings-dialog';

/** The settings dialog of the user menu, loaded when first opened (it is on every page's header). */
export const LazyPersonalSettingsDialog = lazyDialog<PersonalSettingsDialogProps>(
  () => import('./personal-settings-dialog').then((module) => module.PersonalSettingsDialog),
  (props) => props.opened,
);
